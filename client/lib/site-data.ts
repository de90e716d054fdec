import { useRouteLoaderData } from "react-router";
import type { loader } from "../root.tsx";
import { SITE_DEFAULT_NAME } from "../content/site.ts";

/** The root loader's data (site name, URL, contact form target, footer); undefined if it failed. */
export const useSiteData = () => useRouteLoaderData<typeof loader>("root");

/** The company short name ("R28" unless SITE_NAME says otherwise). */
export function useSiteName(): string {
  return useSiteData()?.siteName || SITE_DEFAULT_NAME;
}
