import { z } from "zod";

/** What can fetch a page's HTML: Playwright's `request`, or the HTTP suites' client. */
export interface PageSource {
  get(path: string): Promise<{ text(): Promise<string> }>;
}

// The schema.org shapes search engines read (Google's required and recommended properties).
const url = z.url({ protocol: /^https?$/ });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/);
const imageObject = z.object({ "@type": z.literal("ImageObject"), url });
const organizationRef = z.object({ "@type": z.literal("Organization"), name: z.string().min(1), url });

export const organizationSchema = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("Organization"),
  name: z.string().min(1),
  url,
  logo: z.union([url, imageObject]),
  address: z.object({ "@type": z.literal("PostalAddress"), streetAddress: z.string().min(1), addressCountry: z.string().length(2) }),
  telephone: z.string().regex(/^\+?[\d\s()-]{6,}$/),
  email: z.email(),
});

export const breadcrumbListSchema = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("BreadcrumbList"),
  itemListElement: z
    .array(z.strictObject({ "@type": z.literal("ListItem"), position: z.number().int().positive(), name: z.string().min(1), item: url }))
    .min(1)
    .refine((items) => items.every((it, i) => it.position === i + 1), "positions count 1, 2, 3…"),
});

export const newsArticleSchema = z.strictObject({
  "@context": z.literal("https://schema.org"),
  "@type": z.literal("NewsArticle"),
  headline: z.string().min(1).max(110),
  description: z.string().min(1).optional(),
  datePublished: isoDate,
  dateModified: isoDate,
  image: z.array(url).min(1),
  mainEntityOfPage: url,
  author: organizationRef,
  publisher: organizationRef.extend({ logo: imageObject }),
});

/** Every JSON-LD block of the page as the server sends it (what a crawler reads). */
export async function structuredData(request: PageSource, pagePath: string): Promise<{ "@type": string }[]> {
  const html = await (await request.get(pagePath)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as { "@type": string });
}
export const ofType = (blocks: { "@type": string }[], type: string) => blocks.filter((b) => b["@type"] === type);
