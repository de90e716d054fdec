import { describe, expect, it } from "vitest";
import {
  companyOptions,
  filterFromSearchParams,
  filterInvestments,
  htmlToText,
  searchParamsOf,
  sectorLabel,
  sectorOptions,
  sectorTone,
  type InvestmentSummary,
} from "../../client/components/investments/portfolio.ts";

const inv = (tabText: string, sector: InvestmentSummary["sector"], title = `<p>${tabText}</p>`): InvestmentSummary => ({
  _id: tabText.toLowerCase().replace(/\W/g, "").padEnd(24, "0").slice(0, 24),
  tabText,
  sector,
  title,
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
    expect(sectorLabel(inv("Arbico", "construction & engineering solutions"))).toBe("construction & engineering solutions");
    expect(sectorLabel(inv("Veenocks", "retails business"))).toBe("retails business");
    expect(sectorLabel(inv("Ledco", "real estate"))).toBe("real estate");
    expect(sectorLabel(inv("Nameless", ""))).toBe("");
  });
});

describe("the sector tone", () => {
  it("maps each sector to its colour family", () => {
    expect(sectorTone("construction & engineering solutions")).toBe("construction");
    expect(sectorTone("telecommunications & technology solutions")).toBe("telecoms");
    expect(sectorTone("retails business")).toBe("retail");
    expect(sectorTone("energy")).toBe("energy");
    expect(sectorTone("")).toBe("neutral");
  });
});

describe("the filter options", () => {
  const list = [
    inv("Zeta", "real estate"),
    inv("alpha", "Mining" as InvestmentSummary["sector"]),
    inv("Beta", "healthcare"),
    inv("Gamma", "real estate"),
    inv("BETA", "healthcare"),
    inv("Empty", ""),
  ];

  it("lists each sector once, sorted case-insensitively, without the empty sector", () => {
    expect(sectorOptions(list)).toEqual(["healthcare", "Mining", "real estate"]);
  });

  it("lists each company once, in list order", () => {
    expect(companyOptions(list)).toEqual(["Zeta", "alpha", "Beta", "Gamma", "Empty"]);
  });
});

describe("the filter", () => {
  const list = [inv("Arbico", "construction & engineering solutions"), inv("Nivafer", "construction & engineering solutions"), inv("FIDC", "real estate")];

  it("shows all by default", () => {
    expect(filterInvestments(list, { kind: "all" })).toHaveLength(3);
  });

  it("shows only the chosen sector", () => {
    expect(filterInvestments(list, { kind: "sector", value: "construction & engineering solutions" }).map((i) => i.tabText)).toEqual(["Arbico", "Nivafer"]);
  });

  it("matches the company's tab text case-insensitively", () => {
    expect(filterInvestments(list, { kind: "company", value: "fidc" }).map((i) => i.tabText)).toEqual(["FIDC"]);
  });

  it("reads one filter from the query, the company winning over the sector, empty meaning all", () => {
    expect(filterFromSearchParams(new URLSearchParams("sector=real%20estate"))).toEqual({ kind: "sector", value: "real estate" });
    expect(filterFromSearchParams(new URLSearchParams("sector=real%20estate&company=Arbico"))).toEqual({ kind: "company", value: "Arbico" });
    expect(filterFromSearchParams(new URLSearchParams("sector=&company="))).toEqual({ kind: "all" });
  });

  it("writes one filter to the query", () => {
    expect(searchParamsOf({ kind: "company", value: "FIDC" }).toString()).toBe("company=FIDC");
    expect(searchParamsOf({ kind: "all" }).toString()).toBe("");
  });
});

describe("html to text", () => {
  it("drops tags and decodes entities", () => {
    expect(htmlToText("<p>Arbico&nbsp;<strong>Plc</strong> &amp; Co</p>")).toBe("Arbico Plc & Co");
  });
});
