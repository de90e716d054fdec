import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "client",
  // BUILD_DIR lets concurrent test runs build side by side; the default is build/.
  buildDirectory: process.env.BUILD_DIR || "build",
  ssr: true,
} satisfies Config;
