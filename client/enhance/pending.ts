import { PENDING_NOTICES, type PendingNoticeKind } from "../../shared/nav.ts";
import { defineBehaviour } from "./define.ts";
import { h } from "./dom.ts";

/**
 * A loading notice (client/components/PendingNotice.tsx): following a link to a page of the kind
 * it names ('Loading...' for a company page, …) shows its message in its live region while the
 * browser waits for that page, as React showed it during a client-side navigation. Cleared when
 * the page is shown again from the back/forward cache.
 */
export const pending = defineBehaviour({
  name: "pending",
  run(notice, cls) {
    const kind = PENDING_NOTICES[notice.dataset.pending as PendingNoticeKind] as (typeof PENDING_NOTICES)[PendingNoticeKind] | undefined;
    if (!kind) return;
    const show = (pathname: string | null) => {
      const message = pathname !== null && kind.when(pathname) ? kind.message : "";
      notice.replaceChildren(...(message ? [h("span", { class: cls("pending-notice__text") }, message)] : []));
    };
    document.addEventListener("click", (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download") || (link.target && link.target !== "_self")) return;
      const url = new URL(link.href);
      if (url.origin !== location.origin || (url.pathname === location.pathname && url.search === location.search)) return;
      show(url.pathname);
    });
    window.addEventListener("pageshow", (event) => {
      if (event.persisted) show(null);
    });
  },
});
