import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layers import downward only: `shared/` (the contract, constants and seed content) stands on
// its own, `server/` and `client/` build on it and on nothing of each other, except that the
// client's route loaders know the type of the services the server hands them.

const root = path.resolve(import.meta.dirname, "../..");
const LAYERS = ["client", "server", "shared"] as const;
type Layer = (typeof LAYERS)[number];

interface Edge {
  from: string;
  to: string;
  typeOnly: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((f) => !f.includes("/+types/"));
}

const IMPORT = /^\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["'](\.{1,2}\/[^"']+)["']/gm;

function edges(): Edge[] {
  const out: Edge[] = [];
  for (const from of LAYERS.flatMap(sourceFiles)) {
    const text = readFileSync(path.join(root, from), "utf8");
    for (const m of text.matchAll(IMPORT)) {
      const to = path.relative(root, path.resolve(path.dirname(path.join(root, from)), m[3] ?? "")).split(path.sep).join("/");
      out.push({ from, to, typeOnly: !!m[2] });
    }
  }
  return out;
}

const layerOf = (file: string): Layer | undefined => LAYERS.find((l) => file.startsWith(`${l}/`));

/** The one import across the client/server line that is allowed: the loaders' services type. */
const LOAD_CONTEXT_TYPES = "server/services/index.ts";

export function boundaryViolations(list: Edge[]): string[] {
  return list
    .filter(({ from, to, typeOnly }) => {
      const a = layerOf(from);
      const b = layerOf(to);
      if (!a || !b || a === b) return false;
      if (a === "shared") return true;
      if (a === "server" && b === "client") return !typeOnly;
      if (a === "client" && b === "server") return !(typeOnly && to === LOAD_CONTEXT_TYPES);
      return false;
    })
    .map(({ from, to }) => `${from} imports ${to}`);
}

/** Every cycle of imports (type imports included), each once, as "a → b → a". */
export function importCycles(list: Edge[]): string[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of list) next.set(from, [...(next.get(from) ?? []), to]);
  const cycles = new Set<string>();
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, "open");
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === "open") {
        const loop = stack.slice(stack.indexOf(to));
        const first = loop.indexOf([...loop].sort()[0] ?? "");
        const canonical = [...loop.slice(first), ...loop.slice(0, first)];
        cycles.add([...canonical, canonical[0] ?? ""].join(" → "));
      } else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, "done");
  };
  for (const file of next.keys()) if (!state.has(file)) visit(file);
  return [...cycles];
}

describe("import boundaries", () => {
  const all = edges();

  it("reads the imports of every layer", () => {
    expect(all.length).toBeGreaterThan(500);
    expect(new Set(all.map((e) => layerOf(e.from)))).toEqual(new Set(LAYERS));
  });

  it("has no server file importing the client, no client file importing the server (the loaders' services type aside), and no shared file importing either", () => {
    expect(boundaryViolations(all)).toEqual([]);
  });

  it("has no circle of imports", () => {
    expect(importCycles(all)).toEqual([]);
  });

  it("catches each kind of wrong import and a circle", () => {
    const made: Edge[] = [
      { from: "server/db/seed.ts", to: "shared/content/companies.ts", typeOnly: false },
      { from: "server/db/x.ts", to: "client/lib/nav.ts", typeOnly: false },
      { from: "server/pages.ts", to: "client/lib/site-data.ts", typeOnly: true },
      { from: "client/lib/x.ts", to: "server/db/index.ts", typeOnly: true },
      { from: "client/context.ts", to: LOAD_CONTEXT_TYPES, typeOnly: true },
      { from: "shared/a.ts", to: "server/services/index.ts", typeOnly: true },
      { from: "shared/b.ts", to: "client/lib/html.ts", typeOnly: false },
    ];
    expect(boundaryViolations(made)).toEqual([
      "server/db/x.ts imports client/lib/nav.ts",
      "client/lib/x.ts imports server/db/index.ts",
      "shared/a.ts imports server/services/index.ts",
      "shared/b.ts imports client/lib/html.ts",
    ]);
    const circle: Edge[] = [
      { from: "server/services/b.ts", to: "server/services/a.ts", typeOnly: false },
      { from: "server/services/a.ts", to: "server/services/b.ts", typeOnly: false },
      { from: "server/services/a.ts", to: "server/services/c.ts", typeOnly: false },
    ];
    expect(importCycles(circle)).toEqual(["server/services/a.ts → server/services/b.ts → server/services/a.ts"]);
  });
});
