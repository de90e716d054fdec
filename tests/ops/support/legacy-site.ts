/**
 * A stand-in for the legacy site's /api (SPEC.md section 7) on 127.0.0.1, serving its shapes
 * (Mongo-style records with `_id`, `__v`, timestamps; singletons in their envelopes; investments
 * as a bare array; news in `{newsAndEvents}`) with the awkward data a real one has: huge inline
 * images, HTML with scripts and event handlers, empty and missing fields, sectors in other cases
 * and unknown ones, duplicate tab texts, bad ids, SVG and broken images, links instead of images.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { SINGLETON_IDS } from "../../../shared/ids.ts";
import { SINGLETONS } from "../../../shared/schemas/content.ts";

type Obj = Record<string, unknown>;

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;

export interface LegacyImages {
  /** A photo far larger than any upload: noisy 2400×1600 JPEG (several MB). */
  hugeJpeg: string;
  /** A large 3000×2000 PNG. */
  bigPng: string;
  /** Small distinct PNGs. */
  red: string;
  blue: string;
  green: string;
  svg: string;
  notAnImage: string;
}

export async function makeImages(): Promise<LegacyImages> {
  const solid = async (r: number, g: number, b: number, w = 640, h = 480) =>
    dataUrl("image/png", await sharp({ create: { width: w, height: h, channels: 3, background: { r, g, b } } }).png().toBuffer());
  const huge = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 90, g: 110, b: 140 }, noise: { type: "gaussian", mean: 120, sigma: 24 } } })
    .jpeg({ quality: 92 })
    .toBuffer();
  const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 33, g: 74, b: 116 } } })
    .composite([{ input: { create: { width: 1500, height: 1000, channels: 3, background: { r: 187, g: 158, b: 94 } } }, top: 500, left: 750 }])
    .png()
    .toBuffer();
  return {
    hugeJpeg: dataUrl("image/jpeg", huge),
    bigPng: dataUrl("image/png", big),
    red: await solid(200, 30, 30),
    blue: await solid(30, 30, 200),
    green: await solid(30, 160, 60, 300, 200),
    svg: dataUrl("image/svg+xml", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')),
    notAnImage: dataUrl("image/png", Buffer.from("this is not a picture at all")),
  };
}

const mongo = (id: string, fields: Obj, created = "2023-03-01T09:00:00.000Z"): Obj => ({ _id: id, ...fields, createdAt: created, updatedAt: created, __v: 0 });

export const IDS = {
  arbico: "64f1a0000000000000000001",
  nivaferUpper: "64F1A0000000000000000002",
  nivafer: "64f1a0000000000000000002",
  asaba: "64f1a0000000000000000003",
  ledco1: "64f1a0000000000000000004",
  ledco2: "64f1a0000000000000000005",
  noName: "64f1a0000000000000000006",
  badId: "12345",
  polo: "65a2b0000000000000000001",
  arena: "65a2b0000000000000000002",
  untitled: "65a2b0000000000000000003",
  broken: "65a2b0000000000000000004",
  repeat: "65a2b0000000000000000005",
} as const;

/** The legacy content; tests may change it between runs. */
export function legacyContent(img: LegacyImages) {
  const singletons: Record<string, Obj> = {
    heroText: { text: "Investing in Tomorrow's Possibilities Today — since 2007" },
    overview: { highlight: "Focused on Impact", content: `<p>Overview <script>document.cookie</script><img src="${img.red}" onerror="alert(1)"></p>` },
    stats: { sectors: 10, portfolios: "14", employees: "2000+", operations: null },
    whatWeDo: { highlight: "Building Valuable and Sustainable Businesses", content: '<p style="position:fixed">What we do</p><style>body{display:none}</style>' },
    footer: { about: "Established in 2007.", address: "<p>Victoria Island, Lagos</p>", telephones: "+234 1 000 0000, +234 1 000 0001", email: "info@example.com" },
    whoWeAre: { highlight: "Who we are", content: "<h2>History</h2><p>Founded in 2007.</p>" },
    whoWeAreBanner: { bannerImgString: img.bigPng },
    coreValues: { integrity: "Integrity", excellence: "Excellence", innovation: "" },
    coreValuesBanner: { bannerImgString: "" },
    approach: { highlight: "Approach", content: '<p><a href="javascript:alert(1)">click</a> patient capital</p>' },
    approachBanner: { bannerImgString: img.svg },
    // strategicAlliances and its banner are missing on the legacy site (404).
  };
  const investments: Obj[] = [
    mongo(IDS.arbico, {
      title: "<p>Arbico Plc</p><script>alert('x')</script>",
      tabText: "Arbico",
      heroText: '<p onclick="steal()">Building <strong>Landmarks</strong></p>',
      sector: "Construction & Engineering Solutions",
      highlight: "A leading contractor",
      heroImage: img.hugeJpeg,
      bannerImage: img.blue,
      logo: img.svg,
      content: '<p>Since 1958.</p><iframe src="https://evil.example/embed"></iframe><img src="x" onerror="alert(1)">',
      website: "www.arbicoplc.com",
    }),
    mongo(IDS.nivaferUpper, {
      title: "<p>Nivafer</p>",
      tabText: "Nivafer",
      heroText: "",
      sector: "oil & gas",
      highlight: "",
      heroImage: img.bigPng,
      bannerImage: img.blue,
      logo: "",
      content: "<p>Steel.</p>",
      website: "https://www.nivafer.com",
    }),
    mongo(IDS.asaba, { title: "<p>Asaba Airport Company</p>", heroImage: "", bannerImage: null, sector: "", website: "not a website", content: null }),
    mongo(IDS.ledco1, { title: "<p>Ledco</p>", tabText: "Ledco", sector: "aviation & infrastructure", bannerImage: img.green, content: "<p>Lighting.</p>" }),
    mongo(IDS.ledco2, { title: "<p>Ledco Solar</p>", tabText: "ledco", sector: "AVIATION & INFRASTRUCTURE", bannerImage: img.green, content: "" }),
    mongo(IDS.noName, { title: "", tabText: "  ", content: "<p>Nameless</p>" }),
    mongo(IDS.badId, { title: "<p>Bad id</p>", tabText: "Bad" }),
  ];
  const news: Obj[] = [
    mongo(IDS.polo, { title: "R28 Polo Cup", subtitle: "", newsImgUrl: `${img.red},${img.blue},${img.red}`, content: `<p>Polo.</p><script>x()</script><img src="${img.green}">` }, "2023-05-01T10:00:00.000Z"),
    mongo(IDS.arena, { title: "Lagos Arena", subtitle: "Opening", newsImgUrl: "https://legacy.example/uploads/arena.jpg", content: "" }, "2023-06-01T10:00:00.000Z"),
    mongo(IDS.untitled, { title: "  ", subtitle: "No title", newsImgUrl: img.red, content: "<p>x</p>" }),
    mongo(IDS.broken, { title: "Broken image", subtitle: "s", newsImgUrl: img.notAnImage, content: "<p>y</p>" }, "2023-07-01T10:00:00.000Z"),
    { ...mongo(IDS.repeat, { title: "Repeat", subtitle: "Same photo", newsImgUrl: img.red }), createdAt: { $date: "2023-08-01T10:00:00.000Z" } },
  ];
  return { singletons, investments, news };
}

export type LegacyContent = ReturnType<typeof legacyContent>;

export interface LegacySite {
  url: string;
  /** Every path requested, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves `content` (read at each request, so a test can change it) on a free loopback port. */
export async function startLegacySite(content: LegacyContent): Promise<LegacySite> {
  const requests: string[] = [];
  const routes = new Map<string, () => unknown>();
  for (const [key, def] of Object.entries(SINGLETONS)) {
    routes.set(`/api${def.path}/${SINGLETON_IDS[key as keyof typeof SINGLETON_IDS]}`, () => {
      const fields = content.singletons[key];
      return fields ? { [def.envelope]: { _id: def.id, ...fields, __v: 0 } } : undefined;
    });
  }
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] as string;
    requests.push(`${req.method} ${path}`);
    let body: unknown;
    if (req.method !== "GET") body = undefined;
    else if (path === "/api/investments") body = content.investments;
    else if (path === "/api/news-and-events") body = { newsAndEvents: content.news };
    else if (path.startsWith("/api/investments/")) body = content.investments.find((i) => i._id === path.slice(17));
    else if (path.startsWith("/api/news-and-events/")) {
      const one = content.news.find((n) => n._id === path.slice(21));
      body = one && { newsAndEvents: one };
    } else body = routes.get(path)?.();
    if (body === undefined) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "Not found" }));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
