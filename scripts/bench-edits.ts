// `npm run bench:edits`: page answers while staff edit a large site. 3,000 news items (about 2 KB
// of text each) are written straight into the database of the production server, its pages are
// loaded once, then visitors load four pages (BENCH_CONNECTIONS per page, default 4) while 10
// edits are saved in a row through the API, one every BENCH_EDIT_GAP_MS (default 1,000). Each
// edit makes every page render again and its stored copies be compressed again in the
// background; this prints each page's latency percentiles over the whole run, how many answers
// were rendered, and the renders' durations, beside the same load just before with no edit (on a
// shared machine the load alone moves p99 by seconds; the difference is what the edits cost). SQLite, and PostgreSQL too when DATABASE_URL names
// one (in a throwaway schema). Loopback only, bounded. A measurement, never a test: exit 0.
import { execFileSync } from "node:child_process";
import type { IncomingHttpHeaders } from "node:http";
import autocannon from "autocannon";
import { openDatabase } from "../server/db/index.ts";
import { newId } from "../server/db/ids.ts";
import { machineLine, startBenchSite } from "./bench/site.ts";
import { freshSchema } from "./lib/pg-schema.ts";

const NEWS = Number(process.env.BENCH_NEWS || 3000);
const EDITS = 10;
const GAP_MS = Number(process.env.BENCH_EDIT_GAP_MS || 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 4);
/** Background work never delays a visitor: every page's p99 while the edits are saved. */
const P99_MS = 200;
const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();

const WORDS = "the group invested in energy logistics real estate agriculture across lagos abuja kano port harcourt with partners and teams delivering projects for communities".split(" ");
function paragraph(seed: number): string {
  let x = seed + 1;
  const words = Array.from({ length: 60 }, () => WORDS[(x = (x * 1103515245 + 12345) % 2147483648) % WORDS.length]);
  return `<p>${words.join(" ")}.</p>`;
}

async function measure(label: string, env: Record<string, string>, pgSchema?: string): Promise<string[]> {
  const site = await startBenchSite({ env });
  try {
    // The news, straight into the database (the content triggers raise the revision once).
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: site.dataDir, pgSchema, migrate: false });
    const image = ((await (await fetch(`${site.url}/api/news-and-events`)).json()) as { newsAndEvents: { newsImgUrl: string }[] }).newsAndEvents[0]!.newsImgUrl;
    const base = Date.parse("2016-01-01T00:00:00Z");
    await database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < NEWS; i += 500) {
        const rows = Array.from({ length: Math.min(500, NEWS - i) }, (_, j) => {
          const n = i + j;
          const at = new Date(base + n * 86_400_000).toISOString();
          return { id: newId(), slug: `seeded-news-item-${n}`, title: `Seeded news item ${n}`, subtitle: `Subtitle of item ${n}`, newsImgUrl: image, content: Array.from({ length: 5 }, (_, k) => paragraph(n * 5 + k)).join(""), publishedAt: at, createdAt: at, updatedAt: at };
        });
        await trx.insertInto("newsItems").values(rows).execute();
      }
    });
    await database.close();
    const article = site.storedNews;
    const pages = ["/", "/our-investments", article, "/news-and-events"];
    const sizes: string[] = [];
    for (const p of pages) {
      const started = performance.now();
      const body = await (await fetch(site.url + p)).text();
      sizes.push(`${p === article ? "article" : p} ${(body.length / 1024).toFixed(0)} KB raw, first render ${(performance.now() - started).toFixed(0)} ms`);
    }

    // The same load twice, side by side in one run: first with no edit (what the shared machine
    // alone costs), then while the 10 edits are saved. Only the difference is the edits'.
    const phase = async (withEdits: boolean) => {
      const renders = new Map<string, number[]>();
      const runs = pages.map((p) => {
        const durations: number[] = [];
        renders.set(p, durations);
        const onResponse = (_status: number, _body: string, _ctx: object, headers: IncomingHttpHeaders | undefined) => {
          const timing = String(Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === "server-timing")?.[1] ?? "");
          const render = /render;dur=([\d.]+)/.exec(timing)?.[1];
          if (/desc=(miss|shared)/.test(timing) && render) durations.push(Number(render));
        };
        return autocannon({
          url: site.url + p,
          connections: CONNECTIONS,
          duration: (EDITS * GAP_MS) / 1000 + 5,
          headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html" },
          requests: [{ method: "GET", onResponse }],
        });
      });
      const editTimes: number[] = [];
      if (withEdits) {
        // The edits, one after another: a news item's title each time.
        const edited = article.split("/").pop();
        await new Promise((r) => setTimeout(r, 1000));
        for (let i = 0; i < EDITS; i++) {
          const started = performance.now();
          const res = await fetch(`${site.url}/api/news-and-events/${edited}`, {
            method: "PATCH",
            headers: { "content-type": "application/json", authorization: `Bearer ${site.token}` },
            body: JSON.stringify({ title: `R28 opens a new office in Abuja (edit ${i + 1})` }),
          });
          if (res.status !== 200) throw new Error(`edit ${i + 1} answered ${res.status}: ${await res.text()}`);
          editTimes.push(performance.now() - started);
          await new Promise((r) => setTimeout(r, GAP_MS));
        }
      }
      return { results: await Promise.all(runs), renders, editTimes };
    };
    const quiet = await phase(false);
    const { results, renders, editTimes } = await phase(true);
    const name = (p: string) => (p === article ? "the edited article" : p);
    const over = results.flatMap((r, i) => (r.latency.p99 >= P99_MS ? [`${name(pages[i]!)} p99 ${r.latency.p99} ms (${quiet.results[i]!.latency.p99} ms without edits)`] : []));
    const rows = results.map((r, i) => {
      const p = pages[i]!;
      const d = renders.get(p)!;
      const q = quiet.results[i]!;
      const renderText = d.length ? `${d.length} (${Math.min(...d).toFixed(0)}-${Math.max(...d).toFixed(0)} ms)` : "0";
      return `| ${label} | ${name(p)} | ${r.requests.total} | ${r.latency.p50} | ${r.latency.p90} | ${r.latency.p99} | ${r.latency.max} | ${renderText} | ${r.errors + r.timeouts + r.non2xx} | ${q.requests.total} | ${q.latency.p50} | ${q.latency.p99} |`;
    });
    rows.push(`| ${label} | (the ${EDITS} edits through the API) | ${EDITS} | ${editTimes.sort((a, b) => a - b)[Math.floor(EDITS / 2)]!.toFixed(0)} | | | ${Math.max(...editTimes).toFixed(0)} | | | | | |`);
    process.stderr.write(`measured ${label}\n`);
    return [`${label}: ${sizes.join("; ")}`, `${label}: budget (every page's p99 under ${P99_MS} ms during the edits): ${over.length ? `OVER: ${over.join("; ")}` : "within"}`, ...rows];
  } finally {
    await site.stop();
  }
}


const started = { machine: machineLine(), uptime: uptime() };
const out: string[] = [];
out.push(...(await measure("SQLite", { DATABASE_URL: "" })));
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && /^postgres(ql)?:\/\//.test(databaseUrl)) {
  const schema = await freshSchema(databaseUrl, "bench_edits");
  try {
    out.push(...(await measure("PostgreSQL", { DATABASE_URL: schema.url }, schema.name)));
  } finally {
    await schema.drop();
  }
}
const notes = out.filter((l) => !l.startsWith("|"));
const rows = out.filter((l) => l.startsWith("|"));
process.stdout.write(
  [
    `${NEWS} news items; ${EDITS} edits through the API, one every ${GAP_MS} ms, while autocannon loads each page with ${CONNECTIONS} connections (loopback, br/gzip accepted)`,
    `start: ${started.machine}`,
    `       ${started.uptime}`,
    `end:   ${machineLine()}`,
    `       ${uptime()}`,
    ...notes,
    "",
    "| database | page | answers | p50 ms | p90 ms | p99 ms | max ms | rendered (render time) | errors | without edits: answers | p50 ms | p99 ms |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n"),
);
