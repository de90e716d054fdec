import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROP_FAMILIES } from "../../shared/schemas/media.ts";
import { TINY_PNG_2 } from "../helpers/tiny-images.ts";
import { clearRecords, createInvestment, useSite } from "./support/site.ts";

// Where a page shows a stored image in a shape the server crops (shared/schemas/media.ts,
// CROP_FAMILIES), it asks for the variants cropped around the image's focal point, so the part
// staff marked stays in view (tests/api/media-library.test.ts checks the crops themselves).

const site = useSite();
let page = "";
let hash = "";

beforeAll(async () => {
  const company = await createInvestment(site.api, { tabText: "Focal Crops Ltd", sector: "mining", bannerImage: TINY_PNG_2 });
  page = `/our-investments/${company.slug}`;
  hash = /^\/media\/([0-9a-f]{64})\./.exec(company.bannerImage)![1]!;
});

afterAll(() => clearRecords(site.api));

describe("pages ask for the focal-point crops", () => {
  it("a company's banner offers its card crops in AVIF and WebP, and each answers an image", async () => {
    const html = await (await site.request.get(page)).text();
    for (const format of ["avif", "webp"]) {
      // The page pins each variant to the image's version: /media/<hash>~<version>-<w>x<h>.<format>.
      for (const size of CROP_FAMILIES.card) expect(html).toMatch(new RegExp(`/media/${hash}(~[^-"\\s]+)?-${size}\\.${format} ${size.split("x")[0]}w`));
    }
    const url = new RegExp(`/media/${hash}(~[^-"\\s]+)?-516x350\\.webp`).exec(html)![0];
    const variant = await site.request.get(url);
    expect(variant.status()).toBe(200);
    expect(variant.headers()["content-type"]).toBe("image/webp");
  });

  it("the portfolio card of that company does too", async () => {
    // The list is paged (the built-in portfolio fills its first page): every page of it, together.
    let html = "";
    for (let n = 1; n <= 3; n++) html += await (await site.request.get(`/our-investments?page=${n}`)).text();
    expect(html).toMatch(new RegExp(`/media/${hash}(~[^-"\\s]+)?-1032x700\\.webp 1032w`));
  });
});
