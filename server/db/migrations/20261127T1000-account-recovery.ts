import { type Kysely } from "kysely";

// Frozen in time: this migration names its tables and columns itself and imports no app code.
// Getting back into an account (docs/security.md, "Getting back in").

export async function up(db: Kysely<any>): Promise<void> {
  // An optional e-mail address for "Forgot password?" ("" = none).
  await db.schema
    .alterTable("users")
    .addColumn("email", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // 1 after the super admin gave a one-time password: the next sign-in must choose a new one.
  await db.schema
    .alterTable("users")
    .addColumn("must_change_password", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // "Forgot password?" links: only the sha256 of the token is kept; single use, short-lived.
  await db.schema
    .createTable("password_resets")
    .ifNotExists()
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_resets_user").ifNotExists().on("password_resets").column("user_id").execute();
}
