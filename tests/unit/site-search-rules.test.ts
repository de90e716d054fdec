import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SearchResults, searchStatus } from "../../client/components/search/SearchResults.tsx";
import { ftsQuery } from "../../server/services/search-query.ts";
import { markedParts, type SearchPage } from "../../shared/schemas/search.ts";

describe("a visitor's search as an FTS5 query", () => {
  it("quotes every word, so all must match and none can use FTS5's syntax", () => {
    expect(ftsQuery("lagos  energy")).toBe('"lagos" AND "energy"');
    expect(ftsQuery('title:lagos NEAR(a b) ene*')).toBe('"title lagos" AND "NEAR a" AND "b" AND "ene"');
  });

  it("keeps a quoted phrase together, lets `or` join two terms and leaves out -words", () => {
    expect(ftsQuery('"port harcourt" bridge')).toBe('"port harcourt" AND "bridge"');
    expect(ftsQuery("roads or bridges lagos")).toBe('("roads" OR "bridges") AND "lagos"');
    expect(ftsQuery("energy -abuja -\"port harcourt\"")).toBe('"energy" NOT ("abuja" OR "port harcourt")');
  });

  it("finds nothing to look for in an empty query, punctuation, a lone `or` or only left-out words", () => {
    for (const q of ["", "   ", "?!* ()", "or", "-abuja"]) expect(ftsQuery(q)).toBeUndefined();
  });

  it("reads letters of any script and digits", () => {
    expect(ftsQuery("Ọ̀yọ́ Ìbàdàn")).toBe(`"${"Ọ̀yọ́".match(/[\p{L}\p{N}]+/gu)!.join(" ")}" AND "${"Ìbàdàn".match(/[\p{L}\p{N}]+/gu)!.join(" ")}"`);
    expect(ftsQuery("Kano 2024")).toBe('"Kano" AND "2024"');
  });
});

describe("marked results", () => {
  it("splits the highlighter's marks into runs of text", () => {
    expect(markedParts("Lagos \u0002energy\u0003 and \u0002power\u0003")).toEqual([
      { text: "Lagos ", mark: false },
      { text: "energy", mark: true },
      { text: " and ", mark: false },
      { text: "power", mark: true },
    ]);
  });

  it("render a title holding <script> as text, with only the matched words in <mark>", () => {
    const found: SearchPage = {
      query: "award",
      results: [
        {
          kind: "news",
          label: "News",
          url: "/news-and-events/award",
          title: markedParts('<script>alert("x")</script> \u0002Award\u0003 <img src=x onerror=alert(1)>'),
          snippet: markedParts("The <b>\u0002award\u0003</b> & prize"),
          publishedAt: "2024-03-12T09:00:00.000Z",
        },
      ],
      page: 1,
      limit: 10,
      total: 1,
      pages: 1,
    };
    const html = renderToStaticMarkup(createElement(SearchResults, { found }));
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; <mark class=\"search-result__mark\">Award</mark> &lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("The &lt;b&gt;<mark class=\"search-result__mark\">award</mark>&lt;/b&gt; &amp; prize");
    expect(html).toContain("12 March 2024");
  });

  it("say what was found, or that nothing was, or how to start", () => {
    expect(searchStatus({ query: "", total: 0, page: 1, pages: 1 })).toBe("Type a word or two to search our pages, companies, leadership, news and reports.");
    expect(searchStatus({ query: "zinc", total: 0, page: 1, pages: 1 })).toBe("Nothing on the site matches “zinc”.");
    expect(searchStatus({ query: "lagos", total: 1, page: 1, pages: 1 })).toBe("1 result for “lagos”");
    expect(searchStatus({ query: "lagos", total: 1234, page: 2, pages: 124 })).toBe("1,234 results for “lagos”, page 2 of 124");
  });
});
