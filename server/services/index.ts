import type { SingletonKey, SingletonValue } from "../../shared/schemas/content.ts";
import type { Investment, InvestmentPage } from "../../shared/schemas/investments.ts";
import type { Leader } from "../../shared/schemas/leaders.ts";
import type { NewsItem, NewsPage, NewsSummary } from "../../shared/schemas/news.ts";
import type { Config } from "../config.ts";
import type { DB, DatabaseHandle } from "../db/index.ts";
import type { Logger } from "../log.ts";
import * as content from "./content.ts";
import * as documents from "./documents.ts";
import type { Document, DocumentQuery } from "../../shared/schemas/documents.ts";
import { createContactNotifier, type ContactNotifier } from "./inbox.ts";
import * as investments from "./investments.ts";
import type { ListedCompany } from "./investments.ts";
import * as leaders from "./leaders.ts";
import * as news from "./news.ts";
import * as search from "./search.ts";
import type { SearchPage } from "../../shared/schemas/search.ts";
import * as mediaLibrary from "./media-library.ts";
import type { ImageDescriptions } from "../../shared/media-alt.ts";
import { countNews, newsAddresses } from "../db/repositories/news.ts";
import { investmentAddresses } from "../db/repositories/investments.ts";
import { createMailer, type Mailer } from "./recovery.ts";
import { StartupError } from "../startup-error.ts";
import { loadSecretBox, SecretKeyMismatch, type SecretBox } from "./secret-box.ts";
import { setPasswordCost } from "./passwords.ts";
import { setAvifEffort } from "./media.ts";
import { ensureJwtSecret, ensureSecretsKeyId } from "./settings.ts";
import { sealStoredSecrets } from "./two-factor.ts";
import { storeFor, useMediaStore, type MediaStore } from "../storage/index.ts";
import { createScheduler, type Scheduler } from "./scheduler.ts";
import { runSchedule } from "./schedules.ts";

/**
 * What the routes and the page loaders are handed; built once per process.
 *
 * The rules live in service functions (`services/<feature>.ts`) that take the database handle
 * first, a `Kysely<Database>` or a transaction, like the queries they call
 * (`db/repositories/<feature>.ts`). Routes call them with `s.db`. Page loaders read through the
 * small facade below (`content.get/getMany`, `investments.list/get`, `news.list/get`), which binds
 * `db` and answers the same shapes as the API (records with `_id`).
 */
export interface Services {
  config: Config;
  log: Logger;
  database: DatabaseHandle;
  /** The handle every service function takes first. */
  db: DB;
  /** The key tokens are signed with (JWT_SECRET, or one kept in the database). */
  tokenSecret: string;
  content: {
    get<K extends SingletonKey>(key: K): Promise<SingletonValue<K>>;
    getMany<K extends SingletonKey>(keys: readonly K[]): Promise<{ [P in K]: SingletonValue<P> }>;
  };
  investments: {
    list(): Promise<Investment[]>;
    /** A page of summaries a filter shows (the portfolio grid). */
    page(opts: { sector?: string; company?: string; page: number; limit: number }): Promise<InvestmentPage>;
    /** Every company's sector and tab text (the filters' options). */
    names(): Promise<{ sector: string; tabText: string }[]>;
    /** The first `limit` companies of some sectors and their count (a home sector card, a sector page). */
    listed(opts: { sectors: readonly string[]; homeCardOnly: boolean; limit: number }): Promise<{ companies: ListedCompany[]; total: number }>;
    /** The first `limit` companies of each sector that the home cards may list, in stored order. */
    onCards(sectors: readonly string[], limit: number): Promise<ListedCompany[]>;
    /** Per stored sector: how many companies, and how many the home cards may list. */
    sectorCounts(): Promise<Partial<Record<string, { total: number; onCards: number }>>>;
    get(id: string): Promise<Investment | undefined>;
    /** By slug (any case) or id: what /our-investments/{key} shows. */
    find(key: string): Promise<Investment | undefined>;
    /** The current slug an old address leads to (301), if any. */
    redirectTarget(oldSlug: string): Promise<string | undefined>;
  };
  leaders: {
    /** Everyone in list order. */
    list(): Promise<Leader[]>;
    /** By slug (any case) or id: what /about-us/leadership/{key} shows. */
    find(key: string): Promise<Leader | undefined>;
    /** The current slug an old address leads to (301), if any. */
    redirectTarget(oldSlug: string): Promise<string | undefined>;
  };
  news: {
    list(): Promise<NewsItem[]>;
    /** A page of summaries, newest first, of the items a search finds. */
    page(opts: { q?: string; page: number; limit: number }): Promise<NewsPage>;
    /** The newest summaries but one ('Latest news and events'). */
    latest(limit: number, exceptId?: string): Promise<NewsSummary[]>;
    get(id: string): Promise<NewsItem | undefined>;
    /** By slug (any case) or id: what /news-and-events/{key} shows. */
    find(key: string): Promise<NewsItem | undefined>;
    /** The current slug an old article address leads to (301), if any. */
    redirectTarget(oldSlug: string): Promise<string | undefined>;
  };
  /** The site search (/search): one page of ranked, highlighted results. */
  search: {
    page(opts: { q: string; page: number; limit: number }): Promise<SearchPage>;
  };
  /** Reports and documents (/reports). */
  documents: {
    /** Newest year first, filtered by year and kind. */
    list(query?: DocumentQuery): Promise<Document[]>;
    /** The years that have documents, newest first (the year filter's options). */
    years(): Promise<number[]>;
    /** The document at /reports/{slug} (any case). */
    find(slug: string): Promise<Document | undefined>;
    /** The document with this id (a draft's preview finds its report by id). */
    get(id: string): Promise<Document | undefined>;
    /** Every document's title, description and page address: what a site search indexes. */
    searchEntries(): Promise<{ id: string; title: string; description: string; url: string; updatedAt: string }[]>;
  };
  /** How the media library describes stored images (alt text, decorative, caption) by media id. */
  media: {
    describe(ids: readonly string[]): Promise<ImageDescriptions>;
  };
  /** What the sitemaps list: addresses and change times only. */
  sitemap: {
    newsCount(): Promise<number>;
    /** News items newest first, `limit` from `offset`. */
    news(offset: number, limit: number): Promise<{ id: string; slug: string; updatedAt: string }[]>;
    companies(): Promise<{ id: string; slug: string; updatedAt: string }[]>;
  };
  /** Seals and opens the TOTP secrets (SECRETS_KEY or DATA_DIR/secrets.key, never the database). */
  secrets: SecretBox;
  /** Sends "Forgot password?" links; undefined without SMTP_URL (the link is then not offered). */
  mailer: Mailer | undefined;
  /** E-mails staff about a new contact message, when SMTP_URL and CONTACT_NOTIFY_TO are set. */
  notifyContact: ContactNotifier | undefined;
  /** Where media bytes are stored (the database, MEDIA_DIR or an S3-compatible bucket). */
  mediaStore: MediaStore;
  /** Timed publishing: the tick loop (started by the server), publish on read, the heartbeat. */
  scheduler: Scheduler;
}

export async function createServices(config: Config, database: DatabaseHandle, log: Logger): Promise<Services> {
  const { db } = database;
  setPasswordCost(config.bcryptCost);
  setAvifEffort(config.avifEffort);
  // An unreachable bucket or unwritable MEDIA_DIR stops the start with one line (StartupError).
  const mediaStore = storeFor(config.media);
  await mediaStore.check();
  useMediaStore(mediaStore);
  const secrets = loadSecretBox({ secretsKey: config.secretsKey, dataDir: config.dataDir });
  if ((await ensureSecretsKeyId(db, secrets)) === "taken over") {
    log.warn("another instance recorded a different secrets key; no two-factor secret is sealed yet, so this key is recorded now. Instances sharing a database must share SECRETS_KEY", { key: secrets.source });
  }
  const { sealed } = await sealStoredSecrets(db, secrets).catch((err: unknown) => {
    if (err instanceof SecretKeyMismatch) throw new StartupError(`${err.message}: set SECRETS_KEY, or restore DATA_DIR/secrets.key, to the key that sealed them (docs/security.md, "Secrets at rest").`);
    throw err;
  });
  if (sealed > 0) log.info("sealed two-factor secrets stored in clear", { users: sealed, key: secrets.source });
  // The pages' words may have changed with this version; rows written without the index (a seed, a restore) are indexed.
  const rebuilt = (await search.syncSearchIndex(db)).filter((kind) => kind !== "page");
  if (rebuilt.length > 0) log.info("indexed for the site search", { sources: rebuilt.join(", ") });
  return {
    config,
    log,
    database,
    db,
    tokenSecret: await ensureJwtSecret(db, config.jwtSecret),
    content: {
      get: (key) => content.get(db, key),
      getMany: (keys) => content.getMany(db, keys),
    },
    investments: {
      list: () => investments.list(db),
      page: (opts) => investments.page(db, opts),
      names: () => investments.names(db),
      listed: (opts) => investments.listed(db, opts),
      sectorCounts: () => investments.counts(db),
      onCards: (sectors, limit) => investments.onCards(db, sectors, limit),
      get: (id) => investments.get(db, id),
      find: (key) => investments.find(db, key),
      redirectTarget: (oldSlug) => investments.redirectTarget(db, oldSlug),
    },
    leaders: {
      list: () => leaders.list(db),
      find: (key) => leaders.find(db, key),
      redirectTarget: (oldSlug) => leaders.redirectTarget(db, oldSlug),
    },
    news: {
      list: () => news.list(db),
      page: (opts) => news.page(db, opts),
      latest: (limit, exceptId) => news.latest(db, limit, exceptId),
      get: (id) => news.get(db, id),
      find: (key) => news.find(db, key),
      redirectTarget: (oldSlug) => news.redirectTarget(db, oldSlug),
    },
    search: {
      page: (opts) => search.search(db, opts),
    },
    documents: {
      list: (query) => documents.list(db, query),
      years: () => documents.years(db),
      find: (slug) => documents.findBySlug(db, slug),
      get: (id) => documents.get(db, id),
      searchEntries: () => documents.searchEntries(db),
    },
    media: {
      describe: (ids) => mediaLibrary.describe(db, ids),
    },
    sitemap: {
      newsCount: () => countNews(db),
      news: (offset, limit) => newsAddresses(db, offset, limit),
      companies: () => investmentAddresses(db),
    },
    secrets,
    mailer: createMailer({ smtpUrl: config.smtpUrl, siteName: config.siteName, siteUrl: config.siteUrl }),
    notifyContact: createContactNotifier({ smtpUrl: config.smtpUrl, notifyTo: config.contactNotifyTo, siteName: config.siteName, siteUrl: config.siteUrl }, log),
    mediaStore,
    scheduler: createScheduler(database, { tickSeconds: config.schedulerTickSeconds, log, run: runSchedule }),
  };
}
