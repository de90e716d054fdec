import fc from "fast-check";
import { FUZZ_RUNS, FUZZ_SEED, percentEncode, REQUEST_TIMEOUT_MS, stringArbitrary } from "../security/support/fuzz.ts";
import { rawRequest } from "../security/support/http.ts";
import { expect, test } from "./support/fixtures.ts";

// Property-based fuzzing of the public pages' query strings (the filters of /our-investments,
// the search of /news-and-events, and junk on every other page), as HTML and as React Router's
// `.data` requests, with the fixed seed and number of runs of the API fuzzing: an answer comes
// within the timeout, and it is never a 5xx.

const PAGES = ["/", "/our-investments", "/news-and-events", "/contacts", "/about-us", "/our-investments/construction", "/news-and-events/low-cup", "/approach"];
const KEYS = ["sector", "company", "q", "sent", "next", "_data", "index", "_routes", "page", "__proto__"];

const encode = (s: string) => percentEncode(s).replace(/%20/g, "+");
const queryArbitrary = fc.oneof(
  // key=value pairs with our keys and odd values, encoded as a form would.
  fc.array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), stringArbitrary), stringArbitrary), { minLength: 1, maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v).slice(0, 4000)}`).join("&")),
  // Raw junk: broken escapes, bare separators, brackets, repeated keys.
  fc.constantFrom("%", "%zz", "%E0%A4%A", "&&&", "=", "==&=", "a[]=1&a[]=2", "a[b][c]=d", "sector=a&sector=b&sector=c", "q=%00", "q=%uD800", "q=" + "%F0%9F".repeat(50), `q=${"x".repeat(6000)}`),
);

test("the public pages answer any query string without a 5xx or a hang", async () => {
  test.setTimeout(240_000);
  const base = process.env.E2E_BASE_URL!;
  const statuses = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...PAGES), fc.boolean(), queryArbitrary, async (page, data, query) => {
      const target = `${data ? `${page === "/" ? "/_root" : page}.data` : page}?${query}`;
      const res = await rawRequest(base, { path: target, timeoutMs: REQUEST_TIMEOUT_MS });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      expect(res.status, `${target.slice(0, 300)} → ${res.status}`).toBeLessThan(500);
    }),
    { seed: FUZZ_SEED, numRuns: FUZZ_RUNS.query },
  );
  process.stdout.write(
    `page query fuzz: seed ${FUZZ_SEED}, ${FUZZ_RUNS.query} runs, timeout ${REQUEST_TIMEOUT_MS} ms; answers ${[...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(", ")}\n`,
  );
});
