import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // Our own images, video and favicon (client/content/images.ts) are served from the site root.
  publicDir: "client/public",
  build: { target: "es2022" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Few, larger script files for the public pages instead of two dozen small ones (each
            // request costs its own headers and round trip on a phone): React and React Router
            // in one, the public site's shared code in another; route modules and the staff
            // area's code keep their own files (docs/performance.md).
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
