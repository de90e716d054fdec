import { writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { build, defineConfig, type Plugin, type Rolldown } from "vite";
import { BEHAVIOUR_ROOTS } from "./client/enhance/behaviours.ts";
import type { ScriptWords } from "./server/page-css.ts";

/** The chunks of a build's output (a build may answer one output or several). */
const chunksOf = (out: Awaited<ReturnType<typeof build>>) =>
  (Array.isArray(out) ? out : [out as Rolldown.RolldownOutput]).flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === "chunk");

/**
 * The code of each behaviour of the enhancement script (client/enhance/behaviours.ts): every
 * module minified as in the script, with the modules it imports, so its words are those of the
 * shipped code (class names written in pieces stay words). The server inlines the style rules of a
 * behaviour's words only on pages that carry its root class (server/page-css.ts).
 */
async function enhanceWords(root: string): Promise<Exclude<ScriptWords, string>> {
  const names = Object.keys(BEHAVIOUR_ROOTS) as (keyof typeof BEHAVIOUR_ROOTS)[];
  const out = await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: "warn",
    build: {
      write: false,
      target: "es2022",
      modulePreload: false,
      rolldownOptions: { input: Object.fromEntries(names.map((n) => [n, path.join(root, `client/enhance/${n}.ts`)])), preserveEntrySignatures: "exports-only" },
    },
  });
  const chunks = chunksOf(out);
  const code = (c: Rolldown.OutputChunk): string[] => [c.code, ...c.imports.flatMap((f) => code(chunks.find((d) => d.fileName === f)!))];
  return {
    behaviours: names.map((name) => {
      const entry = chunks.find((c) => c.isEntry && c.name === name)!;
      return { root: BEHAVIOUR_ROOTS[name], text: code(entry).join("\n") };
    }),
  };
}

/**
 * The public pages' enhancement script (client/enhance/, docs/performance.md): bundled on its
 * own into one file, `assets/enhance-<hash>.js` beside the React Router client build, once that
 * build is written. A separate bundle, so nothing it imports is shared with (or pulls in) the
 * staff area's React app. The server finds the file by name (server/page-assets.ts), and the
 * list of its words by behaviour beside it.
 */
function enhanceScript(): Plugin {
  return {
    name: "r28-enhance-script",
    apply: "build",
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      const out = await build({
        configFile: false,
        root: import.meta.dirname,
        publicDir: false,
        logLevel: "warn",
        build: {
          outDir: options.dir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: "es2022",
          modulePreload: false,
          rolldownOptions: {
            input: { enhance: path.join(import.meta.dirname, "client/enhance/index.ts") },
            output: { entryFileNames: "assets/[name]-[hash].js", codeSplitting: false },
          },
        },
      });
      // Beside the script, `enhance-<hash>.words.json`: its code, behaviour by behaviour.
      const script = chunksOf(out).find((c) => c.isEntry)!;
      writeFileSync(path.join(options.dir, script.fileName.replace(/\.js$/, ".words.json")), JSON.stringify(await enhanceWords(import.meta.dirname)));
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), enhanceScript()],
  // Our own images, video and favicon (shared/content/images.ts) are served from the site root.
  publicDir: "client/public",
  build: { target: "es2022" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Few, larger script files for the staff area's app instead of two dozen small ones:
            // React and React Router in one, the site's shared code in another; route modules
            // and the staff area's code keep their own files (docs/performance.md).
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/, priority: 2 },
                { name: "site", test: /[\\/]client[\\/](components|content|lib)[\\/]|[\\/]client[\\/](context|nonce)\.tsx?$/, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  server: { port: 5173 },
});
