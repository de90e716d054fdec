/**
 * The site header (client/components/Header.tsx): white with a shadow once the page is scrolled
 * at all (SPEC: scroll offset above 0), or while the mobile menu is open; Escape hides an open
 * desktop submenu until the pointer or focus leaves its entry (WCAG 1.4.13).
 */
export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header) return;
  const update = () => {
    const scrolled = window.scrollY > 0;
    header.dataset.scrolled = String(scrolled);
    header.classList.toggle("site-header--solid", scrolled || document.documentElement.classList.contains("has-open-menu"));
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  // The mobile menu marks the page while it is open (client/enhance/mobile-menu.ts).
  new MutationObserver(update).observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });

  for (const item of header.querySelectorAll<HTMLElement>(".site-nav__item--has-menu")) {
    const undismiss = () => item.classList.remove("site-nav__item--dismissed");
    item.addEventListener("mouseleave", undismiss);
    item.addEventListener("focusout", (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) undismiss();
    });
    item.addEventListener("keydown", (event) => {
      if (event.key !== "Escape") return;
      item.classList.add("site-nav__item--dismissed");
      item.querySelector<HTMLAnchorElement>(".site-nav__link")?.focus();
    });
  }
}
