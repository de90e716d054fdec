import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { companyPages } from "../../shared/content/companies.ts";
import { SECTORS } from "../../shared/content/sectors.ts";
import { findSectorPage, HOME_CARD_COMPANIES, sectorCards as cardsOf, sectorCompanies, sectorLabel, sectorPageHref, sectorPages, sectorTone, type SectorCompany } from "../../client/lib/sectors.ts";
import { INVESTMENT_SECTORS } from "../../shared/constants.ts";

const root = path.resolve(import.meta.dirname, "../..");
const tokensCss = readFileSync(path.join(root, "client/styles/tokens.css"), "utf8");
/** The custom properties tokens.css defines, name → value. */
const tokens = new Map([...tokensCss.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]));

const inv = (tabText: string, sector: string, title = `<p>${tabText}</p>`) => ({ tabText, sector, title });

/** The companies as the first start stores them (server/db/seed-portfolio.ts). */
const seeded: SectorCompany[] = companyPages.map((c) => ({
  slug: c.slug,
  tabText: c.name,
  title: `<p>${c.title}</p>`,
  heroText: `<p>${c.heroText}</p>`,
  sector: c.sector,
  homeCard: c.homeCard === false ? "no" : "yes",
}));
const sectorCards = cardsOf(seeded);

describe("the sector record", () => {
  it("describes every sector an investment may store, and energy", () => {
    expect(Object.keys(SECTORS).sort()).toEqual([...INVESTMENT_SECTORS, "energy"].sort());
  });

  it("gives every tone a colour and an ink in tokens.css, neutral included", () => {
    const tones = [...Object.values(SECTORS).map((s) => s.tone), "neutral"];
    for (const tone of tones) {
      expect(tokens.has(`--sector-${tone}`), `--sector-${tone}`).toBe(true);
      expect(tokens.has(`--sector-${tone}-ink`), `--sector-${tone}-ink`).toBe(true);
    }
  });

  it("paints the eight home cards in the colours of SPEC section 2", () => {
    const spec: Record<string, string> = {
      "Construction & Engineering Solutions": "#214a74",
      "Real Estate": "#2f6871",
      "Telecommunication & Technology Solutions": "#bb9e5e",
      "Aviation & Infrastructure": "#5e6d47",
      Manufacturing: "#5b5329",
      Energy: "#8b5329",
      "Retail Business": "#553b64",
      Healthcare: "#2b5629",
    };
    expect(sectorCards.map((c) => c.title)).toEqual(Object.keys(spec));
    for (const card of sectorCards) expect(tokens.get(`--sector-${card.tone}`)?.toLowerCase(), card.title).toBe(spec[card.title]);
  });

  it("writes dark ink on the light gold of telecoms and white ink on every other sector", () => {
    for (const { tone } of Object.values(SECTORS)) {
      expect(tokens.get(`--sector-${tone}-ink`), tone).toBe(tone === "telecoms" ? "var(--color-brand-deep)" : "var(--color-ink-inverse)");
    }
  });

  it("writes no sector colour anywhere in the client but tokens.css", () => {
    const colours = Object.values(SECTORS).map((s) => tokens.get(`--sector-${s.tone}`)?.toLowerCase() as string);
    const sources = (readdirSync(path.join(root, "client"), { recursive: true }) as string[]).filter(
      (f) => /\.(tsx?|css)$/.test(f) && !f.startsWith("public") && f !== path.join("styles", "tokens.css"),
    );
    expect(sources.length).toBeGreaterThan(50);
    for (const file of sources) {
      const text = readFileSync(path.join(root, "client", file), "utf8").toLowerCase();
      for (const colour of colours) expect(text.includes(colour), `${colour} in client/${file}`).toBe(false);
    }
  });
});

describe("the home sector cards", () => {
  it("keep the subtitles and reveal directions of SPEC sections 2 and 9", () => {
    const card = (title: string) => sectorCards.find((c) => c.title === title);
    expect(card("Construction & Engineering Solutions")?.subtitle).toBe("$67B AUM");
    expect(card("Real Estate")?.subtitle).toBe("$24B AUM");
    expect(sectorCards.filter((c) => c.subtitle === "$18B AUM")).toHaveLength(6);
    expect(sectorCards.filter((c) => c.direction === "-100%").map((c) => c.title)).toEqual(["Aviation & Infrastructure", "Healthcare"]);
  });

  it("take their ids from their titles and link each listed company once", () => {
    expect(sectorCards.map((c) => c.slug)).toEqual([
      "construction-engineering-solutions",
      "real-estate",
      "telecommunication-technology-solutions",
      "aviation-infrastructure",
      "manufacturing",
      "energy",
      "retail-business",
      "healthcare",
    ]);
    const urls = sectorCards.flatMap((c) => c.subContent.contents.map((l) => l.url));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain("/our-investments/osc");
    expect(urls).toContain("/our-investments/posmoreti");
    const energy = sectorCards.find((c) => c.title === "Energy");
    expect(energy?.subContent).toEqual({
      name: "companies",
      contents: [
        { name: "R28 Energy", url: "/our-investments/r28-energy" },
        { name: "Biswal Oil & Gas", url: "/our-investments/biswal-oil-and-gas" },
        { name: "OSC", url: "/our-investments/osc" },
      ],
    });
    expect(sectorCards.find((c) => c.title === "Healthcare")?.subContent.name).toBe("company");
  });

  it("list the stored companies of their sector: a new one appears, a deleted one disappears, one kept off stays off", () => {
    const added = { slug: "harbour-logistics", tabText: "Harbour Logistics", title: "", heroText: "", sector: "real estate", homeCard: "yes" };
    const realEstate = (companies: SectorCompany[]) => cardsOf(companies).find((c) => c.title === "Real Estate")?.subContent;
    expect(realEstate([...seeded, added])).toEqual({
      name: "companies",
      contents: [
        { name: "FIDC", url: "/our-investments/fidc" },
        { name: "Harbour Logistics", url: "/our-investments/harbour-logistics" },
      ],
    });
    expect(realEstate(seeded.filter((c) => c.slug !== "fidc"))?.contents).toEqual([]);
    const construction = cardsOf(seeded).find((c) => c.title === "Construction & Engineering Solutions");
    // The quarry's sector (mining) has no card: the construction card lists it.
    expect(construction?.subContent.contents.map((l) => l.name)).toEqual(["Arbico", "Nivafer", "Prestige Chen Jun Quarry"]);
    const aviation = cardsOf(seeded).find((c) => c.title === "Aviation & Infrastructure");
    expect(aviation?.subContent.contents.map((l) => l.url)).toEqual(["/our-investments/aac"]);
    expect(cardsOf(seeded.map((c) => ({ ...c, homeCard: "yes" }))).find((c) => c.title === "Aviation & Infrastructure")?.subContent.contents).toHaveLength(2);
  });

  it("name at most a few companies each; a card with more links to its sector's filtered list with the count it shows", () => {
    const many = Array.from({ length: 40 }, (_, n) => ({ slug: `estate-${n}`, tabText: `Estate ${n}`, title: "", heroText: "", sector: "real estate", homeCard: n % 10 === 9 ? "no" : "yes" }));
    const card = cardsOf([...seeded, ...many]).find((c) => c.title === "Real Estate")!;
    // One line fewer for names: the last line is the link.
    expect(card.subContent.contents.map((l) => l.name)).toEqual(["FIDC", "Estate 0"]);
    expect(card.subContent.contents).toHaveLength(HOME_CARD_COMPANIES - 1);
    // The filtered list shows every company of the sector, those kept off the cards too.
    expect(card.all).toEqual({ url: "/our-investments?sector=real+estate", total: 41 });
    // Counts from the database: only the first few of each sector need be read.
    const counted = cardsOf(seeded, {}, { "real estate": { total: 300, onCards: 290 }, "construction & engineering solutions": { total: 2, onCards: 2 }, mining: { total: 1, onCards: 1 } });
    expect(counted.find((c) => c.title === "Real Estate")?.all).toEqual({ url: "/our-investments?sector=real+estate", total: 300 });
    expect(counted.find((c) => c.title === "Real Estate")?.subContent.name).toBe("companies");
    // The construction card names its three (two of its own, the quarry's) and needs no link.
    expect(counted.find((c) => c.title === "Construction & Engineering Solutions")?.all).toBeUndefined();
    // The built-in portfolio fits every card: the fullest names all three of its companies, none links away.
    expect(Math.max(...sectorCards.map((c) => c.subContent.contents.length))).toBe(HOME_CARD_COMPANIES);
    expect(sectorCards.filter((c) => c.all)).toEqual([]);
  });

  it("a sector page lists the stored companies of its sector by title and tagline", () => {
    expect(sectorCompanies("aviation & infrastructure", seeded)).toEqual([
      { slug: "aac", title: "Asaba Airport Company", heroText: "A Gateway to the Region" },
      { slug: "ledco", title: "Ledco", heroText: "Lighting the Way, Efficiently" },
    ]);
  });
});

describe("the fixed sector pages", () => {
  it("are the five of SPEC section 2, each standing for its stored sector", () => {
    const pages = Object.fromEntries(sectorPages.map((p) => [p.slug, p.sector]));
    expect(pages).toEqual({
      construction: "construction & engineering solutions",
      "real-estate": "real estate",
      aviation: "aviation & infrastructure",
      telecommunications: "telecommunications & technology solutions",
      mining: "mining",
    });
    expect(findSectorPage("telecommunications")?.heroImage).toBe("/images/sectors/telecommunications.webp");
    expect(findSectorPage("energy")).toBeUndefined();
  });

  it("are linked from the company pages of their sector, and only those", () => {
    expect(sectorPageHref("telecommunications & technology solutions")).toBe("/our-investments/telecommunications");
    expect(sectorPageHref("energy")).toBeUndefined();
    const linked = companyPages.filter((c) => sectorPageHref(c.sector)).map((c) => c.slug);
    expect(linked).toEqual(["arbico", "nivafer", "fidc", "aac", "afl", "ledco", "anker", "prestige-chen-jun"]);
  });
});

describe("the sector label a card shows", () => {
  it("reads 'aviation' for the airport company, by tab text or by title", () => {
    expect(sectorLabel(inv("Asaba Airport Company", "aviation & infrastructure"))).toBe("aviation");
    expect(sectorLabel(inv("AAC", "aviation & infrastructure", "<p>Asaba&nbsp;Airport Company</p>"))).toBe("aviation");
    expect(sectorLabel(inv("Regional AIRPORT", "aviation & infrastructure"))).toBe("aviation");
  });

  it("reads 'infrastructure' for the LED lighting company", () => {
    expect(sectorLabel(inv("Ledco", "aviation & infrastructure"))).toBe("infrastructure");
    expect(sectorLabel(inv("Street lights", "aviation & infrastructure", "<h1>LED Lighting Ltd</h1>"))).toBe("infrastructure");
  });

  it("keeps 'aviation & infrastructure' for any other company of that sector", () => {
    expect(sectorLabel(inv("Lagos Rail", "aviation & infrastructure"))).toBe("aviation & infrastructure");
  });

  it("shortens telecommunications to 'telecoms & technology solutions'", () => {
    expect(sectorLabel(inv("AFL Networks", "telecommunications & technology solutions"))).toBe("telecoms & technology solutions");
  });

  it("shows every other sector as stored", () => {
    for (const sector of INVESTMENT_SECTORS.filter((s) => !s.startsWith("telecommunications") && !s.startsWith("aviation"))) {
      expect(sectorLabel(inv("Ledco", sector))).toBe(sector);
    }
    expect(sectorLabel(inv("Nameless", ""))).toBe("");
    expect(sectorLabel(inv("Odd", "toString"))).toBe("toString");
  });
});

describe("the sector tone", () => {
  it("maps each sector to its colour family, ignoring case and spacing", () => {
    expect(sectorTone("construction & engineering solutions")).toBe("construction");
    expect(sectorTone("telecommunications & technology solutions")).toBe("telecoms");
    expect(sectorTone(" Retails Business ")).toBe("retail");
    expect(sectorTone("energy")).toBe("energy");
  });

  it("is neutral for no sector or an unknown one", () => {
    expect(sectorTone("")).toBe("neutral");
    expect(sectorTone("constructor")).toBe("neutral");
  });
});
