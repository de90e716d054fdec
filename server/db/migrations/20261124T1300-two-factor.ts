import { type Kysely } from "kysely";

// Frozen in time: this migration names its tables and columns itself and imports no app code.
// Two-factor sign-in (TOTP, RFC 6238) for staff (docs/security.md, "Two-factor sign-in").

export async function up(db: Kysely<any>): Promise<void> {
  // The base32 secret, set when enrolment starts ("" = none); enabled once a code confirmed it.
  await db.schema
    .alterTable("users")
    .addColumn("totp_secret", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // When enrolment was confirmed ("" = two-factor sign-in is off).
  await db.schema
    .alterTable("users")
    .addColumn("totp_enabled_at", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  // The last accepted time step: a code whose step is not newer is refused (no replay).
  await db.schema
    .alterTable("users")
    .addColumn("totp_last_step", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  // Single-use recovery codes, stored as sha256 (never the codes). used_at "" = still usable.
  await db.schema
    .createTable("recovery_codes")
    .ifNotExists()
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("recovery_codes_user").ifNotExists().on("recovery_codes").columns(["user_id", "code_hash"]).execute();
}
