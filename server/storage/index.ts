import type { Config } from "../config.ts";
import { databaseStore } from "./db-store.ts";
import { directoryStore } from "./dir-store.ts";
import type { MediaStore } from "./media-store.ts";
import { s3Store } from "./s3-store.ts";

export type { MediaStore, StoredObject, ByteRange } from "./media-store.ts";

/** The storage backend the configuration names (README, "Configuration"; docs/operations.md). */
export function storeFor(media: Config["media"]): MediaStore {
  if (media.backend === "s3") return s3Store(media.s3);
  if (media.backend === "dir") return directoryStore(media.dir);
  return databaseStore();
}

let current: MediaStore = databaseStore();

/** The process's media store: set once at start (createServices), the database until then. */
export const mediaStore = (): MediaStore => current;
export function useMediaStore(store: MediaStore): void {
  current = store;
}
