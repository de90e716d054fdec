import { defineBehaviour } from "./define.ts";

/**
 * The site header (client/components/Header.tsx): `data-scrolled` once the page is scrolled at
 * all (SPEC: scroll offset above 0), which Header.css styles white with a shadow, as it does while
 * the mobile menu is open (its toggle's aria-expanded); Escape hides an open desktop submenu until
 * the pointer or focus leaves its entry (`data-dismissed`, WCAG 1.4.13); the search panel's field
 * takes focus as it opens, and Escape closes it.
 */
export const header = defineBehaviour({
  name: "header",
  run(root, cls, sel) {
    const update = () => {
      root.dataset.scrolled = String(window.scrollY > 0);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });

    for (const item of root.querySelectorAll<HTMLElement>(sel("site-nav__item--has-menu"))) {
      const undismiss = () => item.removeAttribute("data-dismissed");
      item.addEventListener("mouseleave", undismiss);
      item.addEventListener("focusout", (event) => {
        if (!item.contains(event.relatedTarget as Node | null)) undismiss();
      });
      item.addEventListener("keydown", (event) => {
        if (event.key !== "Escape") return;
        item.dataset.dismissed = "";
        item.querySelector<HTMLAnchorElement>(sel("site-nav__link"))?.focus();
      });
    }

    // The search panel (a <details>, which opens without scripts): its field takes focus as it
    // opens; Escape closes it and gives focus back to its toggle.
    const search = root.querySelector<HTMLDetailsElement>(sel("header-search"));
    search?.addEventListener("toggle", () => {
      if (search.open) search.querySelector("input")?.focus();
    });
    search?.addEventListener("keydown", (event) => {
      if (event.key !== "Escape" || !search.open) return;
      search.open = false;
      search.querySelector("summary")?.focus();
    });
  },
});
