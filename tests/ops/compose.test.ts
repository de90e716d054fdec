import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { ROOT } from "./support/processes.ts";

const schema = JSON.parse(readFileSync(path.join(import.meta.dirname, "vendor", "compose-spec.schema.json"), "utf8")) as Record<string, unknown>;
// The schema names draft-07 by an https address Ajv does not know; its keywords are draft-07's.
delete schema.$schema;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const compose = parse(readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8")) as Record<string, any>;

const errors = (doc: unknown) => (validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message}`));

describe("docker-compose.yml", () => {
  it("is valid against the Compose Specification's JSON schema", () => {
    expect(errors(compose)).toEqual([]);
  });

  it("the schema check catches mistakes (a misspelt key, a wrong type)", () => {
    const misspelt = { ...compose, services: { ...compose.services, app: { ...compose.services.app, enviroment: { A: "1" } } } };
    expect(errors(misspelt).join("\n")).toMatch(/must NOT have additional properties/);
    const wrongType = { ...compose, services: { ...compose.services, db: { ...compose.services.db, restart: ["always"] } } };
    expect(errors(wrongType).join("\n")).toMatch(/\/services\/db\/restart must be string/);
  });

  it("runs the site on the PostgreSQL service, waiting until the database is healthy", () => {
    const app = compose.services.app;
    expect(app.environment.DATABASE_URL).toMatch(/^postgres:\/\/r28:\$\{POSTGRES_PASSWORD[^}]*\}@db:5432\/r28$/);
    expect(app.depends_on.db.condition).toBe("service_healthy");
    expect(Object.keys(app.environment)).toEqual(expect.arrayContaining(["SITE_URL", "ADMIN_PASSWORD", "JWT_SECRET", "TRUST_PROXY"]));
    expect(compose.services.db.volumes).toContain("pgdata:/var/lib/postgresql/data");
  });
});
