// The background compressor's thread (started by ./stored-answer.ts): compresses one stored
// answer at a time, as hard as each format goes, at the lowest CPU priority the system gives.
// It uses zlib's synchronous functions on its own thread, never libuv's thread pool, where the
// live answers' own compression runs.
import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Linux keeps a nice value per thread: this thread alone yields the CPU to the server's. */
function lowerPriority(): boolean {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (!Number.isInteger(tid)) return false;
    setPriority(tid, 19);
    return true;
  } catch {
    return false; // not Linux: the thread keeps the process's priority
  }
}

const lowered = lowerPriority();
parentPort!.postMessage({ ready: true, lowered });
parentPort!.on("message", ({ id, body }: { id: number; body: string }) => {
  try {
    const bytes = Buffer.from(body);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gzip = gzipSync(bytes, { level: 9 });
    parentPort!.postMessage({ id, br, gzip });
  } catch (err) {
    parentPort!.postMessage({ id, error: String(err) });
  }
});
