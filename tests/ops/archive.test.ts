import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import request from "supertest";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeArchive, type ArchiveSummary } from "../../server/archive/export.ts";
import { restoreArchive } from "../../server/archive/restore.ts";
import { createApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import { openDatabase, type DatabaseHandle } from "../../server/db/index.ts";
import { seedPortfolio } from "../../server/db/seed-portfolio.ts";
import { createLogger } from "../../server/log.ts";
import { recordActivity } from "../../server/services/activity.ts";
import { writePdf } from "../../server/services/pdf.ts";
import { mediaStore } from "../../server/storage/index.ts";
import { createServices } from "../../server/services/index.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import { ADMIN_PASSWORD, createTestApp, TEST_SECRETS_KEY, type TestApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { enrol } from "../helpers/two-factor.ts";
import { archiveLines, writeLinesWithValidChecksums } from "./support/archives.ts";
import { secondHandle } from "./support/handles.ts";
import { NODE, ROOT, tempDir } from "./support/processes.ts";

const [sqlite] = testDatabases();
const EDITOR_PASSWORD = "archive-editor-Pa55word";

/** An app over a restored database, as a server started on it would be. */
async function appOver(h: DatabaseHandle) {
  return createApp(await createServices(loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "/nonexistent", SECRETS_KEY: TEST_SECRETS_KEY, BCRYPT_COST: process.env.BCRYPT_COST ?? "" }), h, createLogger("silent")));
}

async function photo(r: number, g: number, b: number): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r, g, b } } }).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** A small real PDF whose text says `label`. */
const reportPdf = (label: string) =>
  writePdf({ title: label, eyebrow: "Test", subtitle: "2026", author: "R28 Holdings", sections: [{ heading: label, paragraphs: [`The body of ${label}.`] }], created: new Date("2026-01-01T00:00:00Z") }).bytes;

describe("backup archives (npm run export / npm run import FILE)", () => {
  let source: TestApp;
  let a: ArchiveSummary;
  /** The editor has two-factor sign-in on: the archive carries its secret and recovery codes. */
  let editorRecoveryCodes: string[] = [];
  const dir = tempDir("r28-archive-");
  const file = path.join(dir, "site.r28");

  beforeAll(async () => {
    source = await createTestApp(sqlite!);
    const db = source.services.database.db;
    await seedPortfolio(db, true);
    const token = await source.login();
    const auth = { Authorization: `Bearer ${token}` };
    const newsIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await request(source.app)
        .post("/api/news-and-events")
        .set(auth)
        .send({ title: `News ${i}`, subtitle: `Subtitle ${i}`, content: `<p>Body ${i}</p><img src="${await photo(10 * i, 90, 150)}">`, newsImgUrl: await photo(200, 20 * i, 40) });
      expect(res.status).toBe(201);
      newsIds.push(res.body.newsAndEvents._id);
    }
    // A timed unpublish travels with the archive.
    await request(source.app).put(`/api/drafts/news/${newsIds[0]}/schedule`).set(auth).send({ unpublishAt: "2099-06-30T17:00:00+01:00" }).expect(200);
    await request(source.app).patch(`/api/home/hero/hero-text/${SINGLETON_IDS.heroText}`).set(auth).send({ text: "Backed up hero" }).expect(200);
    await request(source.app).patch(`/api/about/who-we-are/banner-image/${SINGLETON_IDS.whoWeAreBanner}`).set(auth).send({ bannerImgString: await photo(30, 60, 90) }).expect(200);
    await request(source.app).post("/api/auth/register").set(auth).send({ username: "editor", password: EDITOR_PASSWORD }).expect(201);
    editorRecoveryCodes = (await enrol(source.app, await source.login("editor", EDITOR_PASSWORD))).recoveryCodes;
    await request(source.app).post("/api/contact").type("form").send({ name: "Ada", email: "ada@example.com", message: "Hello" }).expect(303);
    const [first] = (await request(source.app).get("/api/investments")).body as { _id: string }[];
    await request(source.app).delete(`/api/investments/${first!._id}`).set(auth).expect(204);
    // A draft of the hero text with a signed preview link: both travel (the link as its hash).
    await request(source.app).put(`/api/drafts/heroText/${SINGLETON_IDS.heroText}`).set(auth).send({ fields: { text: "Drafted hero" } }).expect(200);
    await request(source.app).post(`/api/drafts/heroText/${SINGLETON_IDS.heroText}/links`).set(auth).expect(201);
    // A report's replaced PDF (named now only by its older version) and a report draft's own PDF
    // travel as document_files, so a restore or a publish after the import still finds them.
    const [report, other] = (await request(source.app).get("/api/documents")).body as { _id: string }[];
    await request(source.app).post(`/api/documents/${report!._id}/file`).set(auth).attach("file", reportPdf("Archived second edition"), "v2.pdf").expect(200);
    await request(source.app).put(`/api/drafts/document/${other!._id}/file`).set(auth).attach("file", reportPdf("Archived draft edition"), "d.pdf").expect(200);
    // History and activity records: the saves above wrote versions and the deleted
    // company went to the trash; one more activity entry as the inbox writes it.
    await recordActivity(db, "delete", { userId: "", username: "super_admin", ip: "127.0.0.1" }, { type: "message", id: "m1", label: "Ada" });
    a = await writeArchive(db, source.services.database.dialect, file);
  }, 180_000);

  afterAll(async () => {
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("holds the content, investments, news, media originals, users with their hashes, contact messages and settings, never the token key", () => {
    expect(a.counts).toMatchObject({ users: 2, recovery_codes: 10, investments: 15, news_items: 3, contact_messages: 1, banners: 4, home_hero_text: 1, settings: 3, leaders: 4, documents: 5, schedules: 1 });
    expect(a.counts.activity_log).toBeGreaterThanOrEqual(1);
    expect(a.counts.document_versions).toBeGreaterThanOrEqual(1);
    expect(a.counts.trash).toBe(1); // the deleted company, restorable for 30 days
    expect(a.counts).toMatchObject({ drafts: 2, preview_links: 1, document_files: 2 });
    // The built-in companies name the site's own pictures: the media are the uploads.
    expect(a.counts.media).toBeGreaterThanOrEqual(7);
    const lines = archiveLines(file).map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ format: "r28-archive", version: 1, dialect: "sqlite", migrations: expect.arrayContaining([expect.any(String)]) });
    const rows = (t: string) => lines.filter((l) => l.t === t).map((l) => l.r);
    // Hashes at the cost the run configured (BCRYPT_COST: 4 in the test suites, else production's 12).
    const hash = new RegExp(`^\\$2[aby]\\$${(process.env.BCRYPT_COST || "12").padStart(2, "0")}\\$`);
    expect(rows("users").map((u) => u.password_hash)).toEqual([expect.stringMatching(hash), expect.stringMatching(hash)]);
    // The TOTP secret travels sealed with the site's key, which the archive does not carry.
    expect(rows("users").find((u) => u.username === "editor")).toMatchObject({ totp_secret: expect.stringMatching(/^v1\.[0-9a-f]{16}\./), totp_enabled_at: expect.any(String) });
    expect(rows("recovery_codes").map((c) => c.code_hash)).toEqual(Array(10).fill(expect.stringMatching(/^[0-9a-f]{64}$/)));
    expect(rows("media")[0].data).toEqual({ $base64: expect.any(String) });
    expect(rows("drafts").map((d) => JSON.parse(d.data).text ?? JSON.parse(d.data).title)).toContain("Drafted hero");
    expect(rows("document_files").map((f) => Buffer.from(f.data.$base64, "base64").subarray(0, 5).toString("latin1"))).toEqual(["%PDF-", "%PDF-"]);
    expect(rows("preview_links")[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows("settings").map((s) => s.key)).toEqual(["documents_seed", "leaders_seed", "portfolio_seed"]);
    // Each document travels with its PDF's bytes, whatever the storage backend.
    expect(rows("documents").map((d) => Buffer.from(d.data.$base64, "base64").subarray(0, 5).toString("latin1"))).toEqual(Array(5).fill("%PDF-"));
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  for (const target of testDatabases()) {
    describe(`restored into ${target.name}`, () => {
      let h: DatabaseHandle & { dispose(): Promise<void> };
      let b: ArchiveSummary;
      /** The site search's index as the restore left it (before any start could make it). */
      let indexed: { kind: string; url: string }[] = [];
      beforeAll(async () => {
        h = await target.open();
        await restoreArchive(h.db, h.dialect, file);
        indexed = await h.db.selectFrom("searchDocuments").select(["kind", "url"]).execute();
        b = await writeArchive(h.db, h.dialect, path.join(dir, `again-${target.name}.r28`));
      }, 120_000);

      it("puts back the PDFs only a report's older version or draft names, into the storage backend", async () => {
        const lines = archiveLines(file).map((l) => JSON.parse(l));
        const keys = lines.filter((l) => l.t === "document_files").map((l) => l.r.key as string);
        expect(keys).toHaveLength(2);
        for (const key of keys) expect(await mediaStore().head(h.db, key), key).toMatchObject({ sha256: key.slice("document-".length, -".pdf".length) });
      });
      afterAll(() => h?.dispose());

      it(`SQLite → archive → ${target.name} → archive gives identical content`, () => {
        expect(b.content).toBe(a.content);
        expect(b.counts).toEqual(a.counts);
        const before = archiveLines(file);
        const after = archiveLines(b.file);
        expect(after.slice(1, -1)).toEqual(before.slice(1, -1));
      });

      it("makes the site search's index again from the restored rows (it is never archived)", async () => {
        const { newsAndEvents } = (await request(source.app).get("/api/news-and-events")).body as { newsAndEvents: { slug: string }[] };
        expect(newsAndEvents.length).toBeGreaterThan(0);
        expect(indexed.filter((d) => d.kind === "news").map((d) => d.url).sort()).toEqual(newsAndEvents.map((n) => `/news-and-events/${n.slug}`).sort());
        expect(indexed.some((d) => d.kind === "page" && d.url === "/approach")).toBe(true);
      });

      it("serves the same site: the same sign-ins, news, images and texts", async () => {
        const app = await appOver(h);
        expect(Object.keys((await request(app).post("/api/auth/login").send({ username: "super_admin", password: ADMIN_PASSWORD })).body).sort()).toEqual(["role", "token"]);
        // The editor's second factor came along: the password asks for a code, and a recovery code signs in.
        const challenge = (await request(app).post("/api/auth/login").send({ username: "editor", password: EDITOR_PASSWORD })).body.challenge;
        expect(challenge).toEqual(expect.any(String));
        expect((await request(app).post("/api/auth/login/2fa").send({ challenge, code: editorRecoveryCodes[0] })).status).toBe(200);
        const news = (await request(app).get("/api/news-and-events")).body;
        expect(news).toEqual((await request(source.app).get("/api/news-and-events")).body);
        const image = news.newsAndEvents[0].newsImgUrl.split(",")[0];
        const served = await request(app).get(image);
        expect(served.status).toBe(200);
        expect(served.body).toEqual((await request(source.app).get(image)).body);
        expect((await request(app).get(`/api/home/hero/hero-text/${SINGLETON_IDS.heroText}`)).body).toEqual({ heroText: { text: "Backed up hero" } });
      });

      it("refuses to restore into a database that is not empty, changing nothing; --replace empties it first in the same transaction", async () => {
        await h.db.updateTable("homeHeroText").set({ text: "changed after restore" }).execute();
        await expect(restoreArchive(h.db, h.dialect, file)).rejects.toThrow(/^The database is not empty \(home_hero_text: 1, .*\): restore into a new database, or add --replace/);
        expect((await h.db.selectFrom("homeHeroText").select("text").executeTakeFirstOrThrow()).text).toBe("changed after restore");
        await restoreArchive(h.db, h.dialect, file, { replace: true });
        expect((await h.db.selectFrom("homeHeroText").select("text").executeTakeFirstOrThrow()).text).toBe("Backed up hero");
      });
    });

    it(`is one consistent snapshot on ${target.name}: what is written meanwhile is not in it, and writers are not blocked`, async () => {
      const h = await target.open();
      const other = await secondHandle(h);
      try {
        await seedPortfolio(h.db, true);
        const snap = path.join(dir, `snapshot-${target.name}.r28`);
        const s = await writeArchive(h.db, h.dialect, snap, {
          afterTable: async (table) => {
            if (table !== "users") return;
            // Another connection writes while the archive is half written.
            const at = new Date().toISOString();
            await other.db.insertInto("newsItems").values({ id: "abcdefabcdefabcdefabcdef", slug: "late", title: "Late", subtitle: "", newsImgUrl: "", content: "", createdAt: at, updatedAt: at }).execute();
            await other.db.deleteFrom("investments").where("id", "=", "64c100000000000000000001").execute();
          },
        });
        expect(s.counts).toMatchObject({ news_items: 0, investments: 16 });
        const ids = archiveLines(snap)
          .map((l) => JSON.parse(l))
          .filter((l) => l.t === "investments")
          .map((l) => l.r.id);
        expect(ids).toContain("64c100000000000000000001");
        expect(await h.db.selectFrom("newsItems").select("id").execute()).toEqual([{ id: "abcdefabcdefabcdefabcdef" }]);
      } finally {
        await other.close();
        await h.dispose();
      }
    });
  }

  describe("npm run import -- FILE refuses a bad archive in one line and changes nothing", () => {
    const targetDir = tempDir("r28-restore-");
    afterAll(() => rmSync(targetDir, { recursive: true, force: true }));
    const run = (script: string, ...args: string[]) =>
      spawnSync(NODE, [path.join(ROOT, "scripts", script), ...args], { cwd: ROOT, encoding: "utf8", env: { ...process.env, DATA_DIR: targetDir, DATABASE_URL: "", LOG_LEVEL: "warn", SECRETS_KEY: TEST_SECRETS_KEY }, timeout: 120_000 });
    const rowsInTarget = async () => {
      const h = await openDatabase({ dataDir: targetDir });
      try {
        let n = 0;
        for (const t of ["users", "investments", "newsItems", "media", "homeHeroText", "settings"] as const) {
          n += Number((await h.db.selectFrom(t).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
        }
        return n;
      } finally {
        await h.close();
      }
    };
    const bad = (name: string, bytes: Buffer | string) => {
      const f = path.join(dir, name);
      writeFileSync(f, bytes);
      return f;
    };

    const cases: [string, () => string, RegExp][] = [
      ["a truncated archive", () => bad("cut.r28", readFileSync(file).subarray(0, Math.floor(readFileSync(file).length / 2))), /^import failed: The archive is truncated: it ends before its last record/],
      [
        "a corrupt archive (a byte changed)",
        () => {
          const bytes = Buffer.from(readFileSync(file));
          // A byte well into the compressed rows: one near the start can garble the header line, which reads as "not an archive".
          const i = Math.floor((bytes.length * 2) / 3);
          bytes[i] = bytes[i]! ^ 0xff;
          return bad("flipped.r28", bytes);
        },
        /^import failed: The archive is (corrupt|truncated)/,
      ],
      [
        "an archive whose rows were edited (checksum)",
        () => {
          const lines = archiveLines(file);
          const i = lines.findIndex((l) => l.includes('"t":"users"') && l.includes('"role":"admin"'));
          lines[i] = lines[i]!.replace('"role":"admin"', '"role":"super admin"');
          const f = path.join(dir, "edited.r28");
          writeFileSync(f, gzipSync(lines.join("\n") + "\n"));
          return f;
        },
        /^import failed: The archive is corrupt: its checksum does not match its contents\. Nothing was changed\.$/,
      ],
      [
        "an archive of an unknown version",
        () => {
          const lines = archiveLines(file);
          lines[0] = JSON.stringify({ ...JSON.parse(lines[0]!), version: 2 });
          const f = path.join(dir, "v2.r28");
          writeLinesWithValidChecksums(f, lines);
          return f;
        },
        /^import failed: The archive is of version 2, which this R28 does not read \(it reads version 1\)/,
      ],
      [
        "an archive that passes its checks but cannot be loaded (a repeated investment), rolling back the rows already loaded",
        () => {
          const lines = archiveLines(file);
          // Users and media come before investments, so they are in the database when the repeat fails.
          const last = lines.findLastIndex((l) => l.startsWith('{"t":"investments"'));
          lines.splice(last + 1, 0, lines[last]!);
          const footer = JSON.parse(lines.at(-1)!);
          footer.counts.investments += 1;
          lines[lines.length - 1] = JSON.stringify(footer);
          const f = path.join(dir, "repeated.r28");
          writeLinesWithValidChecksums(f, lines);
          return f;
        },
        /^import failed: The archive could not be loaded into the database \(investments: .+\)\. Nothing was changed\.$/,
      ],
      ["a file that is not an archive", () => bad("notes.txt", "just some notes\n"), /^import failed: .*notes\.txt is not an R28 archive \(made by npm run export\)\. Nothing was changed\.$/],
    ];
    for (const [what, make, message] of cases) {
      it(`refuses ${what}`, async () => {
        const r = run("import.ts", make());
        expect(r.status).toBe(1);
        const lines = r.stderr.split("\n").filter(Boolean);
        expect(lines).toHaveLength(1);
        expect(lines[0]).toMatch(message);
        expect(await rowsInTarget()).toBe(0);
      }, 120_000);
    }

    it("restores a good archive, then refuses it again because the database is no longer empty", async () => {
      const ok = run("import.ts", file);
      expect(ok.stderr).toBe("");
      expect(ok.status).toBe(0);
      expect(ok.stdout).toMatch(new RegExp(`^Restored ${file.replace(/[.]/g, "\\.")} in [\\d.]+ s: .*users 2, recovery_codes 10, media \\d+, investments 15, leaders 4, slug_redirects 0, news_items 3, documents 5, document_files 2, contact_messages 1, settings 3, document_versions \\d+, trash 1, activity_log \\d+, drafts 2, preview_links 1, schedules 1\\.\\ncontent checksum ${a.content}\\n$`));
      const before = await rowsInTarget();
      const again = run("import.ts", file);
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/^import failed: The database is not empty .* Nothing was changed\.\n$/);
      expect(await rowsInTarget()).toBe(before);
    }, 120_000);

    it("npm run export -- --out FILE writes the same content from the restored database", () => {
      const out = path.join(dir, "exported.r28");
      const r = run("export.ts", "--out", out);
      expect(r.status).toBe(0);
      expect(r.stdout).toContain(`content checksum ${a.content}`);
    }, 120_000);
  });
});

