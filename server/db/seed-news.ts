import { fixedArticles } from "../../shared/content/news.ts";
import type { GalleryItem } from "../../shared/schemas/news.ts";
import { retryWhenBusy } from "./errors.ts";
import { now } from "./ids.ts";
import type { DB } from "./index.ts";
import type { Insertable } from "kysely";
import type { NewsTable } from "./schema.ts";

/**
 * The settings key that records that the built-in articles (low-cup, lagos-arena) were offered
 * once. Because the mark stays, an article staff delete later stays deleted.
 */
export const NEWS_MARK = "news_seed";

/** Fixed ids of the built-in articles (24 hex, in the order of shared/content/news.ts). */
export const seededNewsId = (index: number): string => `64c2${(index + 1).toString(16).padStart(20, "0")}`;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * The built-in articles as news items: their slugs (their addresses), dates (as the creation
 * time, midday UTC, so the printed day is the same in Lagos), paragraphs as HTML, lead picture,
 * page hero and gallery, all the site's own pictures (staff can replace them).
 */
function builtInArticles(): (Insertable<NewsTable> & { slug: string })[] {
  return fixedArticles.map((a, i) => {
    const at = `${a.date}T12:00:00.000Z`;
    const gallery: GalleryItem[] = a.gallery.map((g) => ({ image: g.src, alt: g.alt, caption: "" }));
    return {
      id: seededNewsId(i),
      slug: a.slug,
      title: a.title,
      subtitle: a.subtitle,
      newsImgUrl: a.image,
      content: a.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(""),
      heroImage: a.heroImage,
      gallery: JSON.stringify(gallery),
      publishedAt: at,
      createdAt: at,
      updatedAt: at,
    };
  });
}

/**
 * Offers the built-in articles once per database (a first start, or the first start of this
 * release on an older database): each is added unless an article already has its address; the
 * mark then records it, whatever happens to them later. Two instances agree through the mark.
 */
export async function seedNews(db: DB): Promise<{ added: number }> {
  const found = await db.selectFrom("settings").select("value").where("key", "=", NEWS_MARK).executeTakeFirst();
  if (found) return { added: 0 };
  return retryWhenBusy(() =>
    db.transaction().execute(async (trx) => {
      const at = now();
      const claimed = await trx
        .insertInto("settings")
        .values({ key: NEWS_MARK, value: "seeded", createdAt: at, updatedAt: at })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return { added: 0 };
      let added = 0;
      for (const row of builtInArticles()) {
        const taken = await trx.selectFrom("newsItems").select("id").where((eb) => eb.or([eb("slug", "=", row.slug), eb("id", "=", row.id)])).executeTakeFirst();
        if (taken) continue;
        await trx.insertInto("newsItems").values(row).execute();
        added++;
      }
      return { added };
    }),
  );
}
