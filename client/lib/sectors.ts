/**
 * Everything derived from the sector record (shared/content/sectors.ts): the tone and label of
 * any sector value, the fixed sector pages, the home cards and the links between sectors and
 * companies. Used by the loaders on the server (it reads the company copy).
 */
import { companyPages, companyPagesBySlug } from "../../shared/content/companies.ts";
import { sectorHeroes } from "../../shared/content/images.ts";
import { SECTORS } from "../../shared/content/sectors.ts";
import type { Sector, SectorCard, SectorPage, SectorValue, Tone } from "../../shared/content/types.ts";
import { htmlToText } from "../../shared/html.ts";

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

/** The fixed company pages of a sector, as its page lists them. */
export const sectorCompanies = (value: SectorValue) =>
  companyPages.filter((c) => c.sector === value).map(({ slug, title, heroText }) => ({ slug, title, heroText }));

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** The eight "What we do" cards of the home page, in record order, each linking its companies. */
export const sectorCards: SectorCard[] = [...BY_VALUE.values()].flatMap(({ tone, icon, card }) => {
  if (!card) return [];
  const { companies, ...copy } = card;
  return [
    {
      ...copy,
      slug: slugOf(card.title),
      tone,
      icon,
      subContent: {
        name: companies.length > 1 ? "companies" : "company",
        contents: companies.map((slug) => ({ name: companyPagesBySlug[slug].name, url: `/our-investments/${slug}` })),
      },
    },
  ];
});
