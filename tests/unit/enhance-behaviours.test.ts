import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BEHAVIOUR_ROOTS } from "../../client/enhance/behaviours.ts";

const DIR = path.join(import.meta.dirname, "../../client/enhance");
/** The folder's modules that are not behaviours: the entry, its list, the shared DOM helpers. */
const NOT_BEHAVIOURS = ["index", "behaviours", "dom"];

describe("the enhancement script's behaviours (client/enhance/behaviours.ts)", () => {
  it("lists every behaviour module of client/enhance/, and only those", () => {
    const modules = readdirSync(DIR)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => f.replace(/\.ts$/, ""))
      .filter((m) => !NOT_BEHAVIOURS.includes(m));
    expect(Object.keys(BEHAVIOUR_ROOTS).sort()).toEqual(modules.sort());
  });

  // A page gets a behaviour's styles only where its root class is: a module that looked for other
  // markup would run on pages that lack its styles.
  for (const [name, root] of Object.entries(BEHAVIOUR_ROOTS)) {
    it(`${name} looks for its root, .${root}, before doing anything`, () => {
      const source = readFileSync(path.join(DIR, `${name}.ts`), "utf8");
      const body = source.slice(source.indexOf("export function enhance"));
      const firstQuery = /querySelector(?:All)?(?:<[^>]+>)?\("([^"]+)"\)/.exec(body)?.[1];
      expect(firstQuery, "the first query of its enhance function").toMatch(new RegExp(`^(?:[a-z]+)?\\.${root}(?![\\w-])`));
    });
  }
});
