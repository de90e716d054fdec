// `npm start`: builds when the build is missing or older than the sources, then serves.
// It serves production (React's production build) unless NODE_ENV says otherwise; `npm run dev`
// is the development server.
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { newestMtime } from "./lib/processes.ts";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

const buildDir = path.resolve(root, process.env.BUILD_DIR || "build");
const built = path.join(buildDir, "server", "index.js");
const sources = ["client", "shared", "vite.config.ts", "react-router.config.ts", "package.json"].map((p) => path.join(root, p));
// Set explicitly (the image does), production ships a fresh build and no build tools: only a
// missing build counts. Left unset, `npm start` still rebuilds after source changes.
const production = process.env.NODE_ENV === "production";
process.env.NODE_ENV ||= "production";
const stale = !existsSync(built) || (!production && Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs);
if (stale && !process.env.SKIP_BUILD) {
  process.stdout.write(existsSync(built) ? "Sources changed since the last build; rebuilding…\n" : "No build yet; building…\n");
  execFileSync(process.execPath, [path.join(root, "node_modules", "@react-router", "dev", "bin.cjs"), "build"], { stdio: "inherit" });
}

// Imported only now: React reads NODE_ENV once, when it is first loaded.
const { main } = await import("../server/index.ts");
await main(buildDir);
