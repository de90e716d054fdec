import type { MetaDescriptor } from "react-router";
import { SITE_DEFAULT_NAME } from "../../shared/content/site.ts";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** The company short name from the root loader (SITE_NAME), as the admin titles show it. */
function siteNameOf(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { siteName?: string } | undefined;
  return root?.siteName || SITE_DEFAULT_NAME;
}

/** `<title>` '{screen} | R28 CMS', and no indexing of any admin page. */
export function adminMeta(matches: readonly (MatchLike | undefined)[], screen: string): MetaDescriptor[] {
  return [{ title: `${screen} | ${siteNameOf(matches)} CMS` }, { name: "robots", content: "noindex, nofollow" }];
}
