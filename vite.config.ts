import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  // Our own images, video and favicon (client/content/images.ts) are served from the site root.
  publicDir: "client/public",
  build: { target: "es2022" },
  server: { port: 5173 },
});
