import { MESSAGES } from "./constants.ts";
import type { NavItem } from "./content/types.ts";

/** True when `pathname` is `href` or a page below it (so /about-us/leadership/x marks "leadership"). */
export function isCurrentSection(pathname: string, href: string): boolean {
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The navigation entry (top level or child) the current page belongs to, for aria-current. */
export function currentHref(items: readonly NavItem[], pathname: string): string | undefined {
  let best: string | undefined;
  const visit = (list: readonly NavItem[]) => {
    for (const item of list) {
      if (isCurrentSection(pathname, item.href) && (!best || item.href.length > best.length)) best = item.href;
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return best;
}

/**
 * The staff area: rendered and run by the React app in the browser. Every other page is the
 * server's HTML with the small enhancement script of client/enhance/ (docs/performance.md).
 */
export const isStaffPath = (pathname: string): boolean => pathname === "/admin" || pathname.startsWith("/admin/");

/** Paths on which the public header and footer are not shown (SPEC section 2). */
const CHROMELESS_PREFIXES = ["/admin/login", "/admin/reset-password", "/admin/dashboard"] as const;

export const showsSiteChrome = (pathname: string): boolean => !CHROMELESS_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/** A company, sector or stored investment page (/our-investments/{id}). */
export const isCompanyPage = (pathname: string): boolean => pathname.startsWith("/our-investments/");

/** The news list itself (/news-and-events). */
export const isNewsList = (pathname: string): boolean => pathname === "/news-and-events";

/** The news list or an article (/news-and-events/{id}). */
export const isNewsPage = (pathname: string): boolean => pathname.startsWith("/news-and-events");

/**
 * The loading notices (client/components/PendingNotice.tsx): which pages each waits for and what
 * it says, by name, so the server's markup names the notice and the enhancement script applies
 * the same rule and words (the words are not in the page until they show).
 */
export const PENDING_NOTICES = {
  companyPage: { when: isCompanyPage, message: "Loading..." },
  newsList: { when: isNewsList, message: MESSAGES.loadingNews },
  newsPage: { when: isNewsPage, message: "Loading..." },
} as const;
export type PendingNoticeKind = keyof typeof PENDING_NOTICES;
