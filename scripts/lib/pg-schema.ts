import pg from "pg";

/** A fresh PostgreSQL schema on `base`, named from `prefix`, as a URL the server can be started with. */
export interface PgSchema {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export async function freshSchema(base: string, prefix: string): Promise<PgSchema> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE SCHEMA ${name}`);
  const u = new URL(base);
  u.searchParams.set("options", `-c search_path=${name}`);
  return { url: u.toString(), name, drop: () => run(`DROP SCHEMA IF EXISTS ${name} CASCADE`) };
}
