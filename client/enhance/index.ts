/**
 * The public pages' enhancement script (docs/enhance.md): the server renders every public page
 * complete and working without JavaScript (public pages are not hydrated); this adds the
 * interactive behaviour on top of that markup. Each element with a `data-enhance` attribute
 * (written by `enhanceRoot` in the TSX) is the root of the behaviour it names, and is handed to
 * that behaviour's code. No framework: it must stay small.
 */
import { ENHANCED_ATTRIBUTE, type BehaviourName } from "../../shared/enhance.ts";
import { contactMap } from "./contact-map.ts";
import type { Behaviour } from "./define.ts";
import { gallery } from "./gallery.ts";
import { header } from "./header.ts";
import { homeHero } from "./home-hero.ts";
import { investmentFilters } from "./investment-filters.ts";
import { mobileMenu } from "./mobile-menu.ts";
import { newsSearch } from "./news-search.ts";
import { pending } from "./pending.ts";
import { sectorCards } from "./sector-cards.ts";

/** Every declared behaviour's code (a behaviour missing here, or filed under another name, is a type error). */
const BEHAVIOURS: { [N in BehaviourName]: Behaviour<N> } = {
  header,
  "mobile-menu": mobileMenu,
  "home-hero": homeHero,
  "sector-cards": sectorCards,
  "investment-filters": investmentFilters,
  pending,
  gallery,
  "news-search": newsSearch,
  "contact-map": contactMap,
};

/** The classes' names are checked by the types; at run time these only join them. */
const cls = (...names: string[]) => names.join(" ");
const sel = (...names: string[]) => `.${names.join(".")}`;

for (const root of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
  try {
    (BEHAVIOURS[root.dataset.enhance as BehaviourName] as Behaviour<BehaviourName> | undefined)?.run(root, cls, sel);
  } catch (error) {
    // One behaviour failing leaves its markup's no-JavaScript form in place, and the others work.
    console.error(error);
  }
}
document.documentElement.setAttribute(ENHANCED_ATTRIBUTE, "");
