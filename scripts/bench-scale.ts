// `npm run bench:scale`: what pages, lists and staff screens cost as the content grows. The
// production server on a throwaway database (SQLite, and PostgreSQL too when DATABASE_URL names
// one, in a fresh schema) is seeded through its own API, step by step, to 0, 100, 1,000 and
// 3,000 news items (about 2 KB of rich text each) with 16, 100, 300 and 300 companies
// (BENCH_STEPS=0:16,100:100 to choose). At each step it prints the bytes of every public list,
// an article, the sitemap and the list APIs (raw, and on the wire as Chrome gets them: brotli,
// status line and headers), the cold render and warm p99 of the lists, the staff screens'
// requests, the server's memory and the database's size, and checks the budgets: every public
// page in the first round trip (PAGE_BYTES_BUDGET.documentBytes), a cold render at most 50 ms,
// memory at most 400 MB. Loopback only, bounded. A measurement, never a test: exit 0.
import { readFileSync, statSync, existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { PAGE_BYTES_BUDGET } from "../shared/budgets.ts";
import { machineLine, startBenchSite, type BenchSite } from "./bench/site.ts";
import { freshSchema } from "./lib/pg-schema.ts";
import { scaleCompany, scaleNews } from "./lib/scale-content.ts";

const COLD_RENDER_MS = 50;
const RSS_MB = 400;
/** Each request of the staff News screen (client-side time on loopback, so server time plus a little). */
const STAFF_NEWS_MS = 300;
const STEPS = (process.env.BENCH_STEPS || "0:16,100:100,1000:300,3000:300").split(",").map((s) => s.split(":").map(Number) as [number, number]);

interface Wire {
  status: number;
  raw: number;
  wire: number;
  timing: string;
  /** A stored (pre-compressed) answer has a Content-Length; one compressed per request is chunked. */
  stored: boolean;
}

/** One GET as Chrome asks (brotli taken), measured: decoded length, and bytes on the wire with the status line and headers. */
function get(url: string, headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: { "Accept-Encoding": "gzip, deflate, br, zstd", Accept: "text/html,application/json", ...headers } }, (res) => {
      let head = `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < res.rawHeaders.length; i += 2) head += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", async () => {
        const body = Buffer.concat(chunks);
        const enc = String(res.headers["content-encoding"] ?? "");
        const zlib = await import("node:zlib");
        const raw = enc === "br" ? zlib.brotliDecompressSync(body).length : enc === "gzip" ? zlib.gunzipSync(body).length : body.length;
        resolve({ status: res.statusCode ?? 0, raw, wire: head + body.length, timing: String(res.headers["server-timing"] ?? ""), stored: res.headers["content-length"] !== undefined });
      });
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** The answer once its stored compressed copy exists (what every later visitor gets: brotli 11, with a Content-Length). */
async function stored(url: string): Promise<Wire> {
  for (let i = 0; i < 300; i++) {
    const w = await get(url);
    if (w.stored && w.status === 200) return w;
    await new Promise((r) => setTimeout(r, 100));
  }
  return get(url);
}

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KB` : `${n} B`);
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

async function dbBytes(site: BenchSite, schema?: { url: string; name: string }): Promise<number> {
  if (!schema) {
    const file = path.join(site.dataDir, "site.db");
    return [file, `${file}-wal`].filter(existsSync).reduce((n, f) => n + statSync(f).size, 0);
  }
  const c = new pg.Client({ connectionString: schema.url });
  await c.connect();
  try {
    const r = await c.query("select coalesce(sum(pg_total_relation_size(c.oid)), 0)::bigint as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r'", [schema.name]);
    return Number(r.rows[0].n);
  } finally {
    await c.end();
  }
}

async function seed(site: BenchSite, news: number, companies: number, image: string): Promise<void> {
  const post = async (p: string, body: unknown) => {
    const res = await fetch(site.url + p, { method: "POST", headers: { "Content-Type": "application/json", Authorization: `Bearer ${site.token}` }, body: JSON.stringify(body) });
    if (res.status !== 201) throw new Error(`POST ${p} answered ${res.status}: ${await res.text()}`);
  };
  const count = async (p: string) => Number((await fetch(`${site.url}${p}?page=1&limit=1`)).headers.get("x-total-count"));
  for (let n = await count("/api/investments"); n < companies; n++) await post("/api/investments", scaleCompany(n));
  // Four at a time: each is a small transaction; the server's own order of arrival sets the dates.
  let next = await count("/api/news-and-events");
  const worker = async () => {
    while (next < news) {
      const n = next++;
      await post("/api/news-and-events", { ...scaleNews(n), newsImgUrl: image });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

async function measureStep(label: string, site: BenchSite, pgSchema: { url: string; name: string } | undefined, news: number, companies: number): Promise<string[]> {
  const first = (await (await fetch(`${site.url}/api/news-and-events?limit=1`)).json()) as { newsAndEvents: { newsImgUrl: string; _id: string }[] };
  await seed(site, news, companies, first.newsAndEvents[0]!.newsImgUrl);
  const totals = {
    news: Number((await fetch(`${site.url}/api/news-and-events?limit=1`)).headers.get("x-total-count")),
    companies: Number((await fetch(`${site.url}/api/investments?limit=1`)).headers.get("x-total-count")),
  };
  const latest = ((await (await fetch(`${site.url}/api/news-and-events?limit=1`)).json()) as { newsAndEvents: { _id: string }[] }).newsAndEvents[0]!._id;
  const article = `/news-and-events/${latest}`;
  const pages = ["/news-and-events", "/news-and-events?page=2", "/news-and-events?q=lagos", "/our-investments", "/our-investments?page=2", "/our-investments?sector=real%20estate", "/our-investments/real-estate", article, "/"];
  const rows: string[] = [];
  const over: string[] = [];
  for (const p of pages) {
    const cold = await get(site.url + p);
    if (cold.status === 404) continue; // a second page that does not exist yet
    const render = Number(/render;dur=([\d.]+)/.exec(cold.timing)?.[1] ?? NaN);
    const w = await stored(site.url + p);
    const result = await autocannon({ url: site.url + p, connections: 10, duration: 3, headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html" } });
    const name = p === article ? "an article (newest)" : p;
    rows.push(`| ${label} | ${totals.news}, ${totals.companies} | ${name} | ${kb(w.raw)} | ${w.wire.toLocaleString("en")} B | ${Number.isNaN(render) ? "-" : render.toFixed(0)} ms | ${result.latency.p99} ms |`);
    if (w.wire > PAGE_BYTES_BUDGET.documentBytes) over.push(`${name}: ${w.wire} B on the wire > ${PAGE_BYTES_BUDGET.documentBytes}`);
    if (render > COLD_RENDER_MS) over.push(`${name}: cold render ${render.toFixed(0)} ms > ${COLD_RENDER_MS}`);
  }
  const others = ["/sitemap.xml", "/sitemaps/pages.xml", "/sitemaps/news-1.xml", "/api/news-and-events?page=1&limit=20", "/api/news-and-events?limit=100", "/api/investments?page=1&limit=20", "/api/investments?limit=100", "/api/news-and-events", "/api/investments"];
  for (const p of others) {
    const w = await get(site.url + p);
    if (w.status !== 200) continue;
    rows.push(`| ${label} | ${totals.news}, ${totals.companies} | ${p}${p === "/api/news-and-events" || p === "/api/investments" ? " (SPEC's whole list)" : ""} | ${kb(w.raw)} | ${w.wire.toLocaleString("en")} B | | |`);
  }
  // The staff screens' requests, signed in: the first page of each list, the News screen's last
  // page, search and an opened article (the times of 10 in a row: median and max).
  const lastNewsPage = Math.max(1, Math.ceil(totals.news / 25));
  const staff = [
    "/api/news-and-events?page=1&limit=25&q=",
    `/api/news-and-events?page=${lastNewsPage}&limit=25&q=`,
    "/api/news-and-events?page=1&limit=25&q=kano",
    `/api/news-and-events/${latest}`,
    "/api/investments?page=1&limit=25&q=",
    "/api/trash",
    "/api/messages",
    "/api/activity?page=1",
  ];
  const staffTimes: string[] = [];
  for (const p of staff) {
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      const res = await fetch(site.url + p, { headers: { Authorization: `Bearer ${site.token}` } });
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const name = p.replace(latest, "{id}");
    staffTimes.push(`${name} ${times[5]!.toFixed(1)}/${times[9]!.toFixed(1)} ms`);
    if (p.startsWith("/api/news-and-events") && times[9]! > STAFF_NEWS_MS) over.push(`staff ${name}: ${times[9]!.toFixed(0)} ms > ${STAFF_NEWS_MS}`);
  }
  const rss = rssMb(site.pid);
  if (rss > RSS_MB) over.push(`RSS ${rss.toFixed(0)} MB > ${RSS_MB}`);
  const size = await dbBytes(site, pgSchema);
  return [
    ...rows,
    `> ${label} at ${totals.news} news, ${totals.companies} companies: staff requests (median/max of 10) ${staffTimes.join("; ")}; RSS ${rss.toFixed(0)} MB; database ${kb(size)}; budgets: ${over.length ? `OVER: ${over.join("; ")}` : "all within"}`,
  ];
}

async function run(label: string, env: Record<string, string>, pgSchema?: { url: string; name: string }): Promise<string[]> {
  const site = await startBenchSite({ env });
  const out: string[] = [];
  try {
    for (const [news, companies] of STEPS) {
      out.push(...(await measureStep(label, site, pgSchema, news, companies)));
      process.stderr.write(`${label}: step ${news}, ${companies} measured\n`);
    }
  } finally {
    await site.stop();
  }
  return out;
}

const started = machineLine();
const out: string[] = [];
out.push(...(await run("SQLite", { DATABASE_URL: "" })));
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
  const schema = await freshSchema(databaseUrl, "bench_scale");
  try {
    out.push(...(await run("PostgreSQL", { DATABASE_URL: schema.url }, schema)));
  } finally {
    await schema.drop();
  }
}
process.stdout.write(
  [
    `start: ${started}`,
    `end:   ${machineLine()}`,
    "Bytes: raw = decoded body; wire = brotli body + status line + headers (the stored copy). Cold render: Server-Timing of the first request after seeding. Warm p99: autocannon, 10 connections, 3 s.",
    "",
    "| database | news, companies | answer | raw | wire | cold render | warm p99 |",
    "|---|---|---|---|---|---|---|",
    ...out.filter((l) => l.startsWith("|")),
    "",
    ...out.filter((l) => l.startsWith(">")),
    "",
  ].join("\n"),
);
