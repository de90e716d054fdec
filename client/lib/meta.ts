import type { MetaDescriptor } from "react-router";
import { homeImages } from "../../shared/content/images.ts";
import { SITE_DEFAULT_NAME } from "../../shared/content/site.ts";

/** What `meta` needs from the root route's loader data (site name and absolute URL). */
interface RootMetaData {
  siteName?: string;
  siteUrl?: string;
}

/** The part of a route's MetaArgs that pageMeta reads. */
export interface MetaContext {
  readonly matches: ReadonlyArray<{ readonly id: string; readonly loaderData?: unknown } | undefined>;
  readonly location: { readonly pathname: string };
}

export interface PageMetaInput {
  /** The page's own title, e.g. "Who We Are"; the site name is appended. */
  readonly title: string;
  /**
   * One or two sentences for search results and link previews (about 150 characters); a function
   * gets the configured site name ("R28" unless SITE_NAME says otherwise).
   */
  readonly description: string | ((siteName: string) => string);
  /** A share image path on this site; defaults to the home social card. */
  readonly image?: string;
  /** Use `title` exactly as given (the home page). */
  readonly exactTitle?: boolean;
  /** The page's own address when it is also reached at another (canonical and og:url); defaults to the one asked for. */
  readonly path?: string;
}

const rootData = (ctx: MetaContext): RootMetaData =>
  (ctx.matches.find((m) => m?.id === "root")?.loaderData as RootMetaData | undefined) ?? {};

/** The name the site goes by in titles: "R28 Holdings". */
export const brandName = (siteName: string): string => `${siteName} Holdings`;

/**
 * Title, description, canonical URL and Open Graph / Twitter tags of a page:
 * `export const meta: Route.MetaFunction = (args) => pageMeta(args, { title, description })`.
 */
export function pageMeta(ctx: MetaContext, input: PageMetaInput): MetaDescriptor[] {
  const { siteName = SITE_DEFAULT_NAME, siteUrl = "" } = rootData(ctx);
  const brand = brandName(siteName);
  const title = input.exactTitle ? input.title : `${input.title} | ${brand}`;
  const url = `${siteUrl}${input.path ?? ctx.location.pathname}`;
  const image = `${siteUrl}${input.image ?? homeImages.socialCard.path}`;
  const description = typeof input.description === "function" ? input.description(siteName) : input.description;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}
