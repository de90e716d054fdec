/**
 * Schema.org structured data (JSON-LD) for search engines (docs/performance.md): the company as an
 * `Organization` on the home page, a `BreadcrumbList` wherever a breadcrumb shows, a `NewsArticle`
 * on every article. Pure builders; `components/JsonLd.tsx` writes them into the page.
 */
import type { Footer } from "../../shared/schemas/content.ts";
import { brandImages } from "../../shared/content/images.ts";
import { splitTelephones } from "./contact.ts";
import { htmlToText } from "../../shared/html.ts";
import { brandName } from "./meta.ts";

/** What every builder needs from the root loader: the short name and the absolute site URL. */
export interface SiteIdentity {
  readonly siteName: string;
  readonly siteUrl: string;
}

const SCHEMA_ORG = "https://schema.org";

/** An absolute URL for a path on this site (absolute URLs pass through). */
export const absoluteUrl = (siteUrl: string, pathOrUrl: string): string => (/^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`);

/** The company as publisher or author of a page. */
function organization(site: SiteIdentity) {
  return {
    "@type": "Organization",
    name: brandName(site.siteName),
    url: `${site.siteUrl}/`,
    logo: { "@type": "ImageObject", url: absoluteUrl(site.siteUrl, brandImages.logoDark.path) },
  } as const;
}

/** The company with its contact details (the footer block): name, logo, address, telephone, e-mail. */
export function organizationLd(site: SiteIdentity, footer: Footer) {
  const [telephone] = splitTelephones(footer.telephones);
  return {
    "@context": SCHEMA_ORG,
    ...organization(site),
    address: { "@type": "PostalAddress", streetAddress: htmlToText(footer.address), addressCountry: "NG" },
    ...(telephone ? { telephone } : {}),
    ...(footer.email ? { email: footer.email } : {}),
  };
}

/**
 * A breadcrumb trail as shown; the last item (the current page, shown without a link) is its own
 * `href` when given (a page reached at more than one address names its canonical one), else `pathname`.
 */
export function breadcrumbListLd(site: SiteIdentity, pathname: string, items: readonly { label: string; href?: string }[]) {
  return {
    "@context": SCHEMA_ORG,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      item: absoluteUrl(site.siteUrl, item.href ?? pathname),
    })),
  };
}

export interface ArticleFacts {
  readonly headline: string;
  readonly description: string;
  /** ISO date or date-time. */
  readonly datePublished: string;
  readonly dateModified?: string;
  /** The article's own image (a path on this site or an absolute URL). */
  readonly image: string;
}

/** A news article, published by the company. */
export function newsArticleLd(site: SiteIdentity, pathname: string, article: ArticleFacts) {
  const publisher = organization(site);
  return {
    "@context": SCHEMA_ORG,
    "@type": "NewsArticle",
    headline: article.headline,
    ...(article.description ? { description: article.description } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    image: [absoluteUrl(site.siteUrl, article.image)],
    mainEntityOfPage: absoluteUrl(site.siteUrl, pathname),
    author: { "@type": publisher["@type"], name: publisher.name, url: publisher.url },
    publisher,
  };
}

/** A person of the leadership pages, working for the company. */
export function personLd(site: SiteIdentity, href: string, person: { name: string; role: string; summary: string; portrait: string }) {
  return {
    "@context": SCHEMA_ORG,
    "@type": "Person",
    name: person.name,
    url: absoluteUrl(site.siteUrl, href),
    ...(person.role ? { jobTitle: person.role } : {}),
    ...(person.summary ? { description: person.summary } : {}),
    ...(person.portrait ? { image: absoluteUrl(site.siteUrl, person.portrait) } : {}),
    worksFor: organization(site),
  };
}
