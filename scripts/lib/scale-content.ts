// Made-up content of a grown site, for `npm run bench:scale` (through the API) and
// tests/http/scale-bytes.test.ts (straight into the database): news items of about 2 KB of rich
// text each, a few days apart, and companies spread over the stored sectors. Deterministic.
import { INVESTMENT_SECTORS } from "../../shared/constants.ts";

const WORDS = "the group invested in energy logistics real estate agriculture across lagos abuja kano port harcourt with partners and teams delivering projects for communities".split(" ");
const PLACES = ["Lagos", "Abuja", "Kano", "Port Harcourt", "Enugu", "Ibadan", "Asaba", "Calabar"];

function paragraph(seed: number): string {
  let x = seed + 1;
  const words = Array.from({ length: 60 }, () => WORDS[(x = (x * 1103515245 + 12345) % 2147483648) % WORDS.length]);
  return `<p>${words.join(" ")}.</p>`;
}

/** News item `n`: title, subtitle and five paragraphs (about 2 KB of HTML). */
export function scaleNews(n: number): { title: string; subtitle: string; content: string } {
  const place = PLACES[n % PLACES.length]!;
  return {
    title: `Group update ${n + 1}: new partnership in ${place}`,
    subtitle: `How the ${place} project ${n + 1} brings investment, jobs and training to the region`,
    content: Array.from({ length: 5 }, (_, k) => paragraph(n * 5 + k)).join(""),
  };
}

/** Company `n`: a tab text, a title and a sector of the list, with short rich text. */
export function scaleCompany(n: number): { title: string; tabText: string; sector: (typeof INVESTMENT_SECTORS)[number]; heroText: string; highlight: string; content: string; website: string } {
  const name = `Scale Holdings ${n + 1}`;
  return {
    title: `<p>${name} Limited</p>`,
    tabText: name,
    sector: INVESTMENT_SECTORS[n % INVESTMENT_SECTORS.length]!,
    heroText: `<p>Building ${PLACES[n % PLACES.length]} since ${2000 + (n % 24)}</p>`,
    highlight: `${name} is a portfolio company of the group.`,
    content: paragraph(n * 7),
    website: `https://example.com/company-${n + 1}`,
  };
}

/** The creation time of news item `n` of `count`: a day apart, the last one newest. */
export const scaleNewsDate = (n: number) => new Date(Date.parse("2016-01-01T00:00:00Z") + n * 86_400_000).toISOString();
