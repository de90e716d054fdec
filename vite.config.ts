import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { build, defineConfig, type Plugin } from "vite";

/**
 * The public pages' enhancement script (client/enhance/, docs/performance.md): bundled on its
 * own into one file, `assets/enhance-<hash>.js` beside the React Router client build, once that
 * build is written. A separate bundle, so nothing it imports is shared with (or pulls in) the
 * staff area's React app. The server finds the file by name (server/page-assets.ts).
 */
function enhanceScript(): Plugin {
  return {
    name: "r28-enhance-script",
    apply: "build",
    async writeBundle(options) {
      if (this.environment.name !== "client" || !options.dir) return;
      await build({
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
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), enhanceScript()],
  // Our own images, video and favicon (client/content/images.ts) are served from the site root.
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
