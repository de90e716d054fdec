import { useRouteLoaderData } from "react-router";
import type { Services } from "../../server/services/index.ts";
import { SITE_DEFAULT_NAME } from "../../shared/content/site.ts";
import type { PreviewNotice } from "../../shared/preview.ts";

/**
 * Site-wide data, loaded by the root route for every page: the company short name, absolute URL,
 * contact form target, the footer block and whether "Forgot password?" is offered; `preview` only on a preview of unsaved values
 * (server/preview-page.ts). Defined here rather than in root.tsx so that components reading it
 * do not import the root module that renders them.
 */
export async function loadSiteData(s: Services, preview: PreviewNotice | undefined) {
  const { footer } = await s.content.getMany(["footer"]);
  // forgotPassword: the sign-in page offers "Forgot password?" (e-mail can be sent), without a call of its own.
  return { siteName: s.config.siteName, siteUrl: s.config.siteUrl, contactFormAction: s.config.contactFormAction, footer, preview, forgotPassword: !!s.mailer };
}

export type SiteData = Awaited<ReturnType<typeof loadSiteData>>;

/** The root loader's data; undefined if it failed. */
export const useSiteData = () => useRouteLoaderData<SiteData>("root");

/** The company short name ("R28" unless SITE_NAME says otherwise). */
export function useSiteName(): string {
  return useSiteData()?.siteName || SITE_DEFAULT_NAME;
}
