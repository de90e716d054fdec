import { describe, expect, it } from "vitest";
import { companyOptions, filterFromSearchParams, filterInvestments, searchParamsOf, sectorOptions } from "../../client/lib/portfolio.ts";
import type { Investment } from "../../shared/schemas/investments.ts";

type InvestmentSummary = Pick<Investment, "_id" | "title" | "tabText" | "sector">;

const inv = (tabText: string, sector: InvestmentSummary["sector"], title = `<p>${tabText}</p>`): InvestmentSummary => ({
  _id: tabText.toLowerCase().replace(/\W/g, "").padEnd(24, "0").slice(0, 24),
  tabText,
  sector,
  title,
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
