import type { ReactNode } from "react";
import { enhanceRoot } from "../../shared/enhance.ts";

/**
 * Markup whose requests must not compete with the page's first paint, such as a third-party
 * frame (docs/performance.md, "The map after the first paint"). Without scripts it is in the page
 * from the start, inside `<noscript>`; with them the enhancement script puts it in once the page
 * has painted (client/enhance/after-paint.ts). Previews run no script and would show only what
 * lies around it; none renders a page that has one (`/contacts` is not previewed).
 */
export function AfterPaint({ children }: { readonly children: ReactNode }) {
  return (
    <noscript className="after-paint" {...enhanceRoot("after-paint")}>
      {children}
    </noscript>
  );
}
