import type { ReactNode } from "react";
import { useSiteData } from "../lib/site-data.ts";

/**
 * Markup whose requests must not compete with the page's first paint, such as a third-party
 * frame (docs/performance.md, "The map after the first paint"). Without scripts it is in the page
 * from the start, inside `<noscript>`; with them the enhancement script puts it in once the page
 * has painted (client/enhance/after-paint.ts). A preview runs no script, so there it is plain.
 */
export function AfterPaint({ children }: { readonly children: ReactNode }) {
  return useSiteData()?.preview ? children : <noscript className="after-paint">{children}</noscript>;
}
