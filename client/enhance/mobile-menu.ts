import { defineBehaviour } from "./define.ts";
import { copy, h, setExpanded, uniqueId } from "./dom.ts";

/**
 * The small-screen menu (client/components/MobileMenu.tsx): the server renders it as nested
 * <details> (works without scripts); this replaces them with a scripted menu: a toggle button
 * with aria-expanded that slides the panel in (step 1; MobileMenu.css keys on that state), a
 * button per entry with children that opens its submenu over it (step 2) with a way back, focus
 * moved sensibly, Escape closes. Labels, links and icons are the server's own, moved over. While
 * it is open the page is marked `data-menu-open` (it does not scroll).
 */
export const mobileMenu = defineBehaviour({
  name: "mobile-menu",
  run(details, cls, sel) {
    const staticList = details.querySelector(sel("mobile-menu__list"));
    if (!staticList) return;

    const panelId = uniqueId("mobile-menu-panel");
    const toggle = h("button", { type: "button", class: cls("mobile-menu__toggle"), "aria-controls": panelId }, copy(details.querySelector(sel("mobile-menu__icons"))));
    const list = h("ul", { class: cls("mobile-menu__list"), role: "list" });
    const nav = h("nav", { "aria-label": "Main menu", class: cls("mobile-menu__nav") }, list);
    const panel = h("div", { id: panelId, class: cls("mobile-menu__panel") }, nav);
    // The site search above the navigation: the server's form itself, moved over.
    const search = details.querySelector(sel("mobile-menu__search"));
    if (search) panel.prepend(search);
    const root = h("div", { class: cls("mobile-menu", "mobile-menu--enhanced") }, toggle, panel);

    /** Each entry with children: its button and the server's step-2 content (title, links). */
    const groups = new Map<string, { button: HTMLButtonElement; step2: Element }>();
    for (const item of staticList.children) {
      const group = item.querySelector(`:scope > details${sel("mobile-menu__group")}`);
      const summary = group?.querySelector(":scope > summary");
      const step2 = group?.querySelector(`:scope > ${sel("mobile-menu__step2")}`);
      const href = step2?.querySelector("a")?.getAttribute("href");
      if (!group || !summary || !step2 || !href) {
        list.append(item.cloneNode(true));
        continue;
      }
      const label = copy(summary.querySelector(sel("mobile-menu__parent-label")));
      label?.classList.remove(cls("mobile-menu__when-closed"));
      // The summary's own classes (the server's markup, styled on this page already).
      const button = h("button", { type: "button", "data-parent": href, class: summary.className, "aria-expanded": "false" }, label);
      button.addEventListener("click", () => {
        lastParent = href;
        setStep(href);
      });
      groups.set(href, { button, step2 });
      list.append(h("li", {}, button));
    }

    let open = false;
    let step: string | null = null;
    let lastParent: string | null = null;
    let body: HTMLElement | null = null;

    const render = () => {
      setExpanded(toggle, open);
      toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
      panel.inert = !open;
      list.inert = step !== null;
      for (const [href, { button }] of groups) setExpanded(button, step === href);
      document.documentElement.toggleAttribute("data-menu-open", open);
    };

    const setStep = (next: string | null) => {
      step = next;
      body?.remove();
      body = null;
      const chosen = next === null ? undefined : groups.get(next);
      if (chosen) {
        const back = h("button", { type: "button", class: cls("mobile-menu__link", "mobile-menu__back") }, copy(details.querySelector(sel("mobile-menu__back-label"))));
        back.addEventListener("click", () => setStep(null));
        const content = [...chosen.step2.children].map((child) => child.cloneNode(true));
        body = h("div", { class: cls("mobile-menu__step2") }, back, ...content);
        for (const link of body.querySelectorAll("a")) link.addEventListener("click", close);
        nav.append(body);
      }
      render();
      if (chosen) body?.querySelector<HTMLButtonElement>(sel("mobile-menu__back"))?.focus();
      else if (lastParent) groups.get(lastParent)?.button.focus();
    };

    const change = (next: boolean) => {
      open = next;
      if (!next && step !== null) setStep(null);
      else render();
    };
    const close = () => {
      lastParent = null;
      change(false);
    };

    toggle.addEventListener("click", () => (open ? close() : change(true)));
    for (const link of list.querySelectorAll("a")) link.addEventListener("click", close);
    root.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && open) {
        close();
        toggle.focus();
      }
    });

    const wasOpen = details.hasAttribute("open");
    render();
    details.replaceWith(root);
    if (wasOpen) change(true);
  },
});
