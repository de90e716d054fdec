/**
 * Everything derived from the sector record (shared/content/sectors.ts): the tone and label of
 * any sector value, the fixed sector pages, the home cards and the links between sectors and
 * the stored companies (each listed because of its stored sector). Used by the loaders.
 */
import { sectorHeroes } from "../../shared/content/images.ts";
import { SECTORS } from "../../shared/content/sectors.ts";
import type { Sector, SectorCard, SectorPage, SectorValue, Tone } from "../../shared/content/types.ts";
import { htmlToText } from "../../shared/html.ts";
import { paragraphsOf } from "../../shared/schemas/content-kind.ts";
import { SINGLETONS, type SingletonKey } from "../../shared/schemas/content.ts";
import { withFallbacks } from "./content.ts";
import { searchParamsOf } from "./portfolio.ts";

const BY_VALUE = new Map(Object.entries(SECTORS) as [SectorValue, Sector][]);

/** The colour family of a sector value (any case or spacing); `neutral` for none or unknown. */
export function sectorTone(value: string): Tone {
  return BY_VALUE.get(value.trim().toLowerCase() as SectorValue)?.tone ?? "neutral";
}

const AIRPORT = /asaba|airport/i;
const LED = /ledco|\bled\b/i;

/**
 * The sector label a card shows on hover and focus (SPEC.md section 4): 'aviation & infrastructure'
 * reads 'aviation' for the airport company and 'infrastructure' for the LED lighting company
 * (recognised by tab text or title), any other sector as its record labels it
 * ('telecoms & technology solutions'), an unknown or empty one as stored.
 */
export function sectorLabel(investment: { sector: string; tabText: string; title: string }): string {
  const { sector } = investment;
  if (sector === "aviation & infrastructure") {
    const name = `${investment.tabText} ${htmlToText(investment.title)}`;
    if (AIRPORT.test(name)) return "aviation";
    if (LED.test(name)) return "infrastructure";
  }
  return BY_VALUE.get(sector as SectorValue)?.label ?? sector;
}

/** The content block holding each sector's card and page copy (editable on the admin's Sectors screen). */
export const SECTOR_BLOCKS = {
  "construction & engineering solutions": "sectorConstruction",
  "real estate": "sectorRealEstate",
  "telecommunications & technology solutions": "sectorTelecoms",
  "aviation & infrastructure": "sectorAviation",
  manufacturing: "sectorManufacturing",
  energy: "sectorEnergy",
  "retails business": "sectorRetail",
  healthcare: "sectorHealthcare",
  mining: "sectorMining",
} as const satisfies Record<SectorValue, SingletonKey>;
export type SectorBlockKey = (typeof SECTOR_BLOCKS)[SectorValue];
export const SECTOR_BLOCK_KEYS = Object.values(SECTOR_BLOCKS) as SectorBlockKey[];

/** The stored sector blocks a loader read (any may be missing: then the seed shows). */
export type SectorCopy = Partial<Record<SectorBlockKey, Partial<Record<string, string>>>>;

/** A sector block's fields: stored, each blank one replaced by its seed. */
function copyOf(value: SectorValue, stored: SectorCopy): Record<string, string> {
  const key = SECTOR_BLOCKS[value];
  return withFallbacks(stored[key] as Record<string, string> | undefined, SINGLETONS[key].fallback as Record<string, string>);
}

/** A sector page with the stored hero text, heading and description. */
export function withSectorCopy<P extends SectorPage & { sector: SectorValue }>(page: P, stored: SectorCopy): P {
  const copy = copyOf(page.sector, stored);
  return { ...page, title: copy.pageHeroText ?? page.title, heading: copy.pageHeading ?? page.heading, description: paragraphsOf(copy.pageDescription ?? "") };
}

/** The fixed sector pages under /our-investments/, each with its stored sector value. */
export const sectorPages: (SectorPage & { sector: SectorValue })[] = [...BY_VALUE].flatMap(([sector, { page }]) =>
  page ? [{ ...page, sector, heroImage: sectorHeroes[page.slug].path, heroAlt: sectorHeroes[page.slug].alt }] : [],
);

/** The fixed sector page for a slug, if any. */
export const findSectorPage = (slug: string) => sectorPages.find((page) => page.slug === slug);

/** Where a sector's fixed page is, when it has one. */
export function sectorPageHref(value: string): string | undefined {
  const slug = BY_VALUE.get(value as SectorValue)?.page?.slug;
  return slug ? `/our-investments/${slug}` : undefined;
}

/** What the sector pages and cards need of a stored company. */
export interface SectorCompany {
  slug: string;
  tabText: string;
  title: string;
  heroText: string;
  sector: string;
  homeCard: string;
}

/** The address of a stored company. */
export const companyHref = (company: { slug: string }) => `/our-investments/${company.slug}`;

/** The stored companies of a sector, as its page lists them: name (title as text) and tagline. */
export const sectorCompanies = (value: SectorValue, companies: readonly SectorCompany[]) =>
  companies
    .filter((c) => c.sector === value)
    .map((c) => ({ slug: c.slug, title: htmlToText(c.title) || c.tabText, heroText: htmlToText(c.heroText) }));

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/**
 * The most lines a home sector card lists: as many companies as the built-in portfolio gives any
 * card (so its cards are unchanged), few enough that the home page stays within the first round
 * trip however many companies there are. A card with more names one fewer and links to its
 * sector's filtered list on the last line.
 */
export const HOME_CARD_COMPANIES = 3;
/** The most companies a sector page names; with more it links to the sector's filtered list. */
export const SECTOR_PAGE_COMPANIES = 12;

/** The stored sectors whose companies the home cards list (each card's own and those it `alsoLists`). */
export const HOME_CARD_SECTORS: SectorValue[] = [...BY_VALUE].flatMap(([value, { card }]) => (card ? [value, ...(card.alsoLists ?? [])] : []));

/** The portfolio list filtered to one sector (`?sector=`, as its filter form sends it). */
export const sectorListHref = (value: string) => `/our-investments?${searchParamsOf({ kind: "sector", value }).toString()}`;

/** How many companies each sector has: all of them, and those the home cards may list. */
export type SectorCounts = Partial<Record<string, { total: number; onCards: number }>>;

/**
 * The eight "What we do" cards of the home page, in record order, with their stored title, AUM
 * subtitle and description (`stored`; the seed where blank). Each names the first
 * HOME_CARD_COMPANIES stored companies of its sector (and of the sectors it `alsoLists`), in
 * stored order, except those whose record keeps them off the card. `companies` needs to hold only
 * those first few of each sector (in stored order); `counts` then says how many there are, and a
 * card with more than it names links to its sector's filtered list, with the count that list shows.
 */
export function sectorCards(companies: readonly SectorCompany[], stored: SectorCopy = {}, counts?: SectorCounts): SectorCard[] {
  return [...BY_VALUE].flatMap(([value, { tone, icon, card }]) => {
    if (!card) return [];
    const { alsoLists = [], direction } = card;
    const text = copyOf(value, stored);
    const sectors: string[] = [value, ...alsoLists];
    const onCard = companies.filter((c) => sectors.includes(c.sector) && c.homeCard !== "no");
    const cardTotal = counts ? sectors.reduce((n, s) => n + (counts[s]?.onCards ?? 0), 0) : onCard.length;
    const listed = onCard.slice(0, cardTotal > HOME_CARD_COMPANIES ? HOME_CARD_COMPANIES - 1 : HOME_CARD_COMPANIES);
    const sectorTotal = counts ? (counts[value]?.total ?? 0) : companies.filter((c) => c.sector === value).length;
    return [
      {
        title: text.cardTitle ?? card.title,
        subtitle: text.cardSubtitle ?? card.subtitle,
        description: text.cardDescription ?? card.description,
        direction,
        // From the built-in title, so the card's element ids stay put when staff retitle it.
        slug: slugOf(card.title),
        tone,
        icon,
        subContent: {
          name: cardTotal > 1 ? "companies" : "company",
          contents: listed.map((c) => ({ name: c.tabText, url: companyHref(c) })),
        },
        ...(cardTotal > listed.length ? { all: { url: sectorListHref(value), total: sectorTotal } } : {}),
      },
    ];
  });
}
