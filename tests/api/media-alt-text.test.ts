import request from "supertest";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { servicesContext } from "../../client/context.ts";
import { loader as newsArticleLoader } from "../../client/routes/news-article.tsx";
import { loader as investmentLoader } from "../../client/routes/investment-detail.tsx";
import { loader as leaderLoader } from "../../client/routes/leader.tsx";
import { loader as approachLoader } from "../../client/routes/approach.tsx";
import { pageTitles } from "../../shared/content/site.ts";
import { SINGLETON_IDS } from "../../shared/ids.ts";
import type { MediaItem } from "../../shared/schemas/media.ts";
import { useSignedInApp } from "../helpers/app.ts";
import { testDatabases } from "../helpers/databases.ts";
import { bearer, pngBytes } from "./fixtures.ts";

/** What a page's loader hands its component, read as the server renders it. */
type Loader = (args: never) => Promise<unknown>;

for (const database of testDatabases()) {
  describe(`the media library's list, details and alt text on ${database.name}`, () => {
    const t = useSignedInApp(database);
    const auth = () => bearer(t.token);
    let colour = 0;
    /** A new image (distinct bytes each time) uploaded under `name`. */
    const upload = async (name: string) => {
      const hex = `#${(0x102030 + ++colour * 0x0a0b0c).toString(16).slice(-6)}`;
      const res = await request(t.app).post("/api/media").set(auth()).attach("file", await pngBytes(hex, 12, 8), name);
      expect(res.status, res.text).toBe(201);
      const url = res.body.url as string;
      return { url, id: url.slice(7, 71) };
    };
    const item = async (id: string): Promise<MediaItem> => (await request(t.app).get(`/api/media/${id}`).set(auth())).body.media;
    const patch = (id: string, body: object) => request(t.app).patch(`/api/media/${id}`).set(auth()).send(body);
    const render = async (loader: Loader, params: Record<string, string> = {}) => {
      const context = new RouterContextProvider();
      context.set(servicesContext, t.services);
      return (await loader({ params, context, request: new Request("http://localhost/") } as never)) as Record<string, unknown>;
    };
    const news = async (fields: Record<string, unknown>) => {
      const res = await request(t.app).post("/api/news-and-events").set(auth()).send(fields);
      expect(res.status, res.text).toBe(201);
      return res.body.newsAndEvents as { _id: string; slug: string };
    };

    describe("GET /api/media", () => {
      it("answers the whole list as before without parameters, and a page with its totals (X-Total-Count) with them", async () => {
        const a = await upload("paging-kestrel-1.png");
        await upload("paging-kestrel-2.png");
        await upload("paging-kestrel-3.png");
        const whole = await request(t.app).get("/api/media").set(auth());
        expect(whole.status).toBe(200);
        expect(Object.keys(whole.body)).toEqual(["media"]);
        expect(whole.headers["x-total-count"]).toBeUndefined();

        const first = await request(t.app).get("/api/media?q=kestrel&page=1&limit=2").set(auth());
        expect(first.status, first.text).toBe(200);
        expect(first.headers["x-total-count"]).toBe("3");
        expect(first.headers["x-total-pages"]).toBe("2");
        expect(first.body).toMatchObject({ page: 1, limit: 2, total: 3, pages: 2 });
        expect(first.body.media).toHaveLength(2);
        const second = await request(t.app).get("/api/media?q=KESTREL&page=2&limit=2").set(auth());
        expect(second.body.media).toHaveLength(1);
        const names = [...first.body.media, ...second.body.media].map((m: MediaItem) => m.name).sort();
        expect(names).toEqual(["paging-kestrel-1.png", "paging-kestrel-2.png", "paging-kestrel-3.png"]);

        // Alt text is searched too, and the kind filter keeps images.
        await patch(a.id, { alt: "A kestrel hovering over the Jos plateau" });
        const byAlt = await request(t.app).get("/api/media?q=jos%20plateau").set(auth());
        expect(byAlt.body.media.map((m: MediaItem) => m.id)).toEqual([a.id]);
        expect((await request(t.app).get("/api/media?q=kestrel&kind=image").set(auth())).body.total).toBe(3);
        expect((await request(t.app).get("/api/media?q=kestrel&kind=document").set(auth())).body.total).toBe(0);
      });

      it("keeps only the images no page uses with unused=true", async () => {
        const used = await upload("unused-filter-heron-used.png");
        const spare = await upload("unused-filter-heron-spare.png");
        await news({ title: "Heron sighting at Badagry", subtitle: "The lagoon birds are back.", newsImgUrl: used.url });
        const res = await request(t.app).get("/api/media?q=unused-filter-heron&unused=true").set(auth());
        expect(res.body.media.map((m: MediaItem) => m.id)).toEqual([spare.id]);
        const all = await request(t.app).get("/api/media?q=unused-filter-heron&unused=false").set(auth());
        expect(all.body.total).toBe(2);
      });

      it("refuses bad paging and filters with 400, and asks for a token", async () => {
        for (const q of ["limit=0", "limit=101", "page=x", "kind=zip", "unused=yes", `q=${"a".repeat(201)}`]) {
          const res = await request(t.app).get(`/api/media?${q}`).set(auth());
          expect(res.status, q).toBe(400);
        }
        expect((await request(t.app).get("/api/media?page=1")).status).toBe(401);
      });
    });

    describe("an image's details", () => {
      it("keeps the uploaded file's name (without a path), and sets caption and decorative, each optional", async () => {
        const { id } = await upload("quay-at-dawn.png");
        const stored = await item(id);
        expect(stored).toMatchObject({ name: "quay-at-dawn.png", kind: "image", alt: "", caption: "", decorative: false });

        const res = await patch(id, { caption: "  Apapa quay, first light  ", decorative: true });
        expect(res.status, res.text).toBe(200);
        expect(res.body.media).toMatchObject({ caption: "Apapa quay, first light", decorative: true, alt: "" });
        // Alt text alone leaves the rest as it was.
        expect((await patch(id, { alt: "Cranes over the quay" })).body.media).toMatchObject({ alt: "Cranes over the quay", caption: "Apapa quay, first light", decorative: true });
      });

      it("refuses alt text of 5,000 characters, a long caption and a decorative mark that is not true or false, changing nothing", async () => {
        const { id } = await upload("refusals.png");
        for (const body of [{ alt: "a".repeat(5000) }, { caption: "c".repeat(1001) }, { decorative: "yes" }, { decorative: 1 }, { name: "renamed.png" }]) {
          const res = await patch(id, body);
          expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
        }
        expect(await item(id)).toMatchObject({ alt: "", caption: "", decorative: false, name: "refusals.png" });
      });

      it("says where it is used with the public page and the editor of each use", async () => {
        const { id, url } = await upload("usage.png");
        const a = await news({ title: "Usage article", subtitle: "Where the picture shows.", newsImgUrl: url });
        const uses = (await item(id)).usedBy;
        expect(uses).toEqual([{ table: "news_items", id: a._id, title: "Usage article", href: `/news-and-events/${a.slug}`, editor: "/admin/dashboard/news" }]);
      });
    });

    describe("alt text on the public pages", () => {
      it("an article's picture: the library's alt, else the article's title, empty when marked decorative; the gallery's own alt wins", async () => {
        const pic = await upload("article-pic.png");
        const galleryPic = await upload("gallery-pic.png");
        const a = await news({
          title: "Kaduna plant opens",
          subtitle: "Output starts in March.",
          newsImgUrl: `${pic.url},${galleryPic.url}`,
          gallery: [{ image: galleryPic.url, alt: "The plant's control room", caption: "" }],
        });
        const alts = async () => ((await render(newsArticleLoader as Loader, { id: a.slug })).article as { images: { src: string; alt: string }[] }).images.map((i) => i.alt);
        expect(await alts()).toEqual(["Kaduna plant opens", "The plant's control room"]);
        await patch(pic.id, { alt: "The new bottling line in Kaduna" });
        expect(await alts()).toEqual(["The new bottling line in Kaduna", "The plant's control room"]);
        await patch(pic.id, { alt: "", decorative: true });
        expect(await alts()).toEqual(["", "The plant's control room"]);
      });

      it("an article's hero carries the title over it: no alt until the library describes the image", async () => {
        const pic = await upload("hero-pic.png");
        const a = await news({ title: "Warri depot expansion", subtitle: "Storage doubles.", newsImgUrl: pic.url, heroImage: pic.url });
        const heroAlt = async () => ((await render(newsArticleLoader as Loader, { id: a.slug })).hero as { alt: string }).alt;
        expect(await heroAlt()).toBe("");
        await patch(pic.id, { alt: "Fuel tanks at the Warri depot" });
        expect(await heroAlt()).toBe("Fuel tanks at the Warri depot");
      });

      it("rich-text images keep the alt set in the editor, and get the library's or the title when it is empty", async () => {
        const set = await upload("rich-set.png");
        const bare = await upload("rich-bare.png");
        const described = await upload("rich-described.png");
        await patch(described.id, { alt: "Engineers at the Onitsha site" });
        const a = await news({
          title: "Onitsha bridge works",
          subtitle: "Phase two begins.",
          newsImgUrl: set.url,
          content: `<p>Text</p><p><img src="${set.url}" alt="Piling rig on the riverbank"></p><p><img src="${bare.url}"></p><p><img src="${described.url}" alt=""></p>`,
        });
        // The sanitiser keeps alt.
        const stored = await request(t.app).get(`/api/news-and-events/${a._id}`);
        expect(stored.body.newsAndEvents.content).toContain('alt="Piling rig on the riverbank"');
        const html = ((await render(newsArticleLoader as Loader, { id: a.slug })).article as { content: string }).content;
        expect(html).toContain(`<img src="${set.url}" alt="Piling rig on the riverbank"`);
        expect(html).toMatch(new RegExp(`<img alt="Onitsha bridge works" src="${bare.url}"|<img src="${bare.url}" alt="Onitsha bridge works"`));
        expect(html).toContain(`alt="Engineers at the Onitsha site"`);
      });

      it("a company's banner: the library's alt, else the company's name; its hero only when described", async () => {
        const banner = await upload("company-banner.png");
        const hero = await upload("company-hero.png");
        const res = await request(t.app).post("/api/investments").set(auth()).send({ tabText: "Sahel Agro", bannerImage: banner.url, heroImage: hero.url });
        expect(res.status, res.text).toBe(201);
        const page = async () => (await render(investmentLoader as Loader, { id: res.body.slug })) as { bannerAlt: string; heroAlt: string };
        expect(await page()).toMatchObject({ bannerAlt: "Sahel Agro", heroAlt: "" });
        await patch(banner.id, { alt: "Sorghum fields near Kano" });
        await patch(hero.id, { alt: "Grain silos at sunrise" });
        expect(await page()).toMatchObject({ bannerAlt: "Sorghum fields near Kano", heroAlt: "Grain silos at sunrise" });
      });

      it("a portrait: its own description, else the library's, else the person's name", async () => {
        const portrait = await upload("portrait.png");
        const res = await request(t.app).post("/api/leaders").set(auth()).send({ name: "Ngozi Adebayo-Okafor", portrait: portrait.url });
        expect(res.status, res.text).toBe(201);
        const alt = async () => ((await render(leaderLoader as Loader, { name: res.body.slug })).person as { portraitAlt: string }).portraitAlt;
        expect(await alt()).toBe("Ngozi Adebayo-Okafor");
        await patch(portrait.id, { alt: "Ngozi Adebayo-Okafor at the Abuja office" });
        expect(await alt()).toBe("Ngozi Adebayo-Okafor at the Abuja office");
        await request(t.app).patch(`/api/leaders/${res.body._id}`).set(auth()).send({ portraitAlt: "Portrait of Ngozi Adebayo-Okafor" });
        expect(await alt()).toBe("Portrait of Ngozi Adebayo-Okafor");
      });

      it("a page banner: the library's alt, else the page's title", async () => {
        const banner = await upload("approach-banner.png");
        const saved = await request(t.app).patch(`/api/approach/banner-image/${SINGLETON_IDS.approachBanner}`).set(auth()).send({ bannerImgString: banner.url });
        expect(saved.status, saved.text).toBe(200);
        const alt = async () => ((await render(approachLoader as Loader)) as { bannerAlt: string }).bannerAlt;
        expect(await alt()).toBe(pageTitles.approach);
        await patch(banner.id, { alt: "Site engineers reviewing drawings in Port Harcourt" });
        expect(await alt()).toBe("Site engineers reviewing drawings in Port Harcourt");
      });
    });
  });
}
