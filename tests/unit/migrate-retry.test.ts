import { describe, expect, it } from "vitest";
import { retryWhileAnotherSchemaGoes } from "../../server/db/migrate.ts";

/** An error as node-postgres raises it, wrapped the way Kysely's migrator wraps it. */
const pgError = (fields: { code: string; routine?: string }) => Object.assign(new Error("migration failed"), { cause: Object.assign(new Error(fields.code), fields) });

/** Fails with `error` the first `failures` times, then answers "done"; counts the tries. */
function flaky(error: Error, failures: number) {
  const run = async () => {
    run.tries++;
    if (run.tries <= failures) throw error;
    return "done";
  };
  run.tries = 0;
  return run;
}

describe("migrations while another schema of the same server changes", () => {
  it.each([
    ["a schema dropped", { code: "3F000" }],
    ["a relation dropped", { code: "42P01" }],
    ["a column dropped under the introspector's pg_get_serial_sequence", { code: "42703", routine: "pg_get_serial_sequence" }],
  ])("tries again when %s, and succeeds", async (_, fields) => {
    const run = flaky(pgError(fields), 2);
    await expect(retryWhileAnotherSchemaGoes(run)).resolves.toBe("done");
    expect(run.tries).toBe(3);
  });

  it("throws at once a missing column raised anywhere else (our own migration's mistake)", async () => {
    const run = flaky(pgError({ code: "42703", routine: "errorMissingColumn" }), 1);
    await expect(retryWhileAnotherSchemaGoes(run)).rejects.toThrow("migration failed");
    expect(run.tries).toBe(1);
  });

  it("gives up after its attempts", async () => {
    const run = flaky(pgError({ code: "42P01" }), 10);
    await expect(retryWhileAnotherSchemaGoes(run, 3)).rejects.toThrow("migration failed");
    expect(run.tries).toBe(3);
  });
});
