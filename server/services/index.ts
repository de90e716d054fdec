import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/index.ts";
import type { Logger } from "../log.ts";
import { AuthService } from "./auth.ts";
import { ContentService } from "./content.ts";
import { MediaService } from "./media.ts";
import { sanitizeRichText } from "./sanitize.ts";
import { ensureJwtSecret } from "./settings.ts";

/** Everything the HTTP routes and the page loaders call; built once per process. */
export interface Services {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  auth: AuthService;
  content: ContentService;
  media: MediaService;
}

export async function createServices(config: Config, database: DatabaseHandle, log: Logger): Promise<Services> {
  const { db } = database;
  const secret = await ensureJwtSecret(db, config.jwtSecret);
  const media = new MediaService(db);
  return {
    config,
    log,
    database,
    auth: new AuthService(db, secret),
    media,
    content: new ContentService(db, {
      sanitizeHtml: sanitizeRichText,
      storeImage: (value, field) => media.resolveImageField(value, field),
    }),
  };
}
