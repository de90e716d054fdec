import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { build, defineConfig, type Plugin, type Rolldown } from "vite";
import { precompressDir } from "./server/http/precompressed.ts";

/**
 * The entries of the public pages' enhancement script (client/enhance/, docs/enhance.md): the
 * script itself, which a page loads after its largest paint, and the small script that waits for
 * that paint and puts it in, which the server inlines into each page (server/page-assets.ts).
 */
const ENHANCE_ENTRIES = { enhance: "client/enhance/index.ts", "run-deferred": "client/enhance/run-deferred.ts" };

/**
 * Bundles the enhancement script's entries into `assets/<entry>-<hash>.js` beside the React
 * Router client build, once that build is written: a separate bundle, so nothing in it is shared
 * with (or pulls in) the staff area's React app. The server finds the files by name. Each entry
 * must be one file (a page loads one script; the other is inlined), so the build fails when they
 * share a module or split into chunks.
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
            input: Object.fromEntries(Object.entries(ENHANCE_ENTRIES).map(([name, file]) => [name, path.join(import.meta.dirname, file)])),
            output: { entryFileNames: "assets/[name]-[hash].js" },
          },
        },
      });
      const chunks = (Array.isArray(out) ? out : [out as Rolldown.RolldownOutput]).flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === "chunk");
      const split = chunks.filter((c) => !c.isEntry || c.imports.length > 0 || c.dynamicImports.length > 0 || c.exports.length > 0);
      if (split.length) throw new Error(`the enhancement script's entries must each be one file without imports or exports: ${split.map((c) => c.fileName).join(", ")}`);
    },
  };
}

/**
 * Brotli and gzip copies of the client's scripts, styles and drawings, written once the client
 * build and the enhancement script are on disk: the server sends them as they are instead of
 * compressing each asset on every request (server/http/precompressed.ts).
 */
function precompressAssets(): Plugin {
  return {
    name: "r28-precompress-assets",
    apply: "build",
    writeBundle: {
      // After every other plugin's writeBundle (the enhancement script is written in one).
      sequential: true,
      order: "post",
      handler(options) {
        if (this.environment.name !== "client" || !options.dir) return;
        precompressDir(path.join(options.dir, "assets"));
      },
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), enhanceScript(), precompressAssets()],
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
