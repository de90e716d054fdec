import type { Config } from "../config.ts";
import type { DatabaseHandle } from "../db/index.ts";
import type { Logger } from "../log.ts";
import { AuthService } from "./auth.ts";
import { ContactService } from "./contact.ts";
import { ContentService, type ContentDeps } from "./content.ts";
import { createContactNotifier, type ContactNotifier } from "./inbox.ts";
import { InvestmentService } from "./investments.ts";
import { MediaService } from "./media.ts";
import { NewsService } from "./news.ts";
import { RateLimiter } from "./rate-limit.ts";
import { cleanRichText } from "./sanitize.ts";
import { ensureJwtSecret } from "./settings.ts";
import { UserService } from "./users.ts";

/**
 * Everything the HTTP routes and the page loaders call; built once per process. Page loaders
 * read through `content.get/getMany`, `investments.list/get` and `news.list/get`, which answer
 * the same shapes as the API (records with `_id`).
 */
export interface Services {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  auth: AuthService;
  content: ContentService;
  media: MediaService;
  investments: InvestmentService;
  news: NewsService;
  users: UserService;
  contact: ContactService;
  rateLimits: RateLimiter;
  /** E-mails staff about a new contact message, when SMTP_URL and CONTACT_NOTIFY_TO are set. */
  notifyContact: ContactNotifier | undefined;
}

export async function createServices(config: Config, database: DatabaseHandle, log: Logger): Promise<Services> {
  const { db } = database;
  const secret = await ensureJwtSecret(db, config.jwtSecret);
  const media = new MediaService(db);
  const rateLimits = new RateLimiter(db);
  const auth = new AuthService(db, secret, rateLimits);
  const writes: ContentDeps = {
    cleanRichText: (html, field) => cleanRichText(html, field, (dataUrl) => media.resolveImageField(dataUrl, field)),
    storeImage: (value, field) => media.resolveImageField(value, field),
  };
  return {
    config,
    log,
    database,
    auth,
    media,
    rateLimits,
    content: new ContentService(db, writes),
    investments: new InvestmentService(db, writes),
    news: new NewsService(db, writes),
    users: new UserService(db, auth, rateLimits),
    contact: new ContactService(db, rateLimits, config),
    notifyContact: createContactNotifier({ smtpUrl: config.smtpUrl, notifyTo: config.contactNotifyTo, siteName: config.siteName, siteUrl: config.siteUrl }, log),
  };
}
