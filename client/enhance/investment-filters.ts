import { filterFromSearchParams, searchParamsOf, type InvestmentFilter } from "../lib/portfolio.ts";
import { defineBehaviour, type Cls } from "./define.ts";
import { fetchPage, h, setExpanded, uniqueId } from "./dom.ts";

/** The chevron of each dropdown's button (rotated while its list is open: the button's aria-expanded). */
const chevron = (cls: Cls<"investment-filters">) =>
  `<svg class="${cls("filter-dropdown__chevron")}" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"></path></svg>`;

type Kind = "sector" | "company";

interface Dropdown {
  kind: Kind;
  root: HTMLElement;
  setOpen(open: boolean): void;
  render(): void;
}

/**
 * The filter bar of /our-investments (InvestmentFilters.tsx): the server renders two small GET
 * forms (`?sector=`, `?company=`); this replaces them with two listbox dropdowns (WAI-ARIA APG
 * "listbox button": the arrows, Home, End and type-ahead move, Enter or Space chooses, Escape
 * and Tab close), at most one open, choosing in one resetting the other. A choice puts the
 * filter in the address (replacing the history entry, back to page 1) and shows that address's
 * cards, count and page links,
 * taken from the server's own rendering of it (a fetch the render cache answers), without moving
 * focus or scroll. InvestmentFilters.css styles the states by attribute: the button's
 * aria-expanded and `data-filtering` (a filter is chosen), an option's `data-active` (the one the
 * keys move) and `data-default` (the "all" entry).
 */
export const investmentFilters = defineBehaviour({
  name: "investment-filters",
  run(bar, cls, sel) {
    const section = bar.closest("section");
    if (!section) return;
    const grids = `${sel("card-grid")}, ${sel("card-grid__empty")}`;
    let filter: InvestmentFilter = filterFromSearchParams(new URLSearchParams(location.search));
    const dropdowns: Dropdown[] = [];
    let latest = 0;

    const choose = async (next: InvestmentFilter) => {
      filter = next;
      for (const d of dropdowns) d.render();
      const query = searchParamsOf(next).toString();
      const url = `${location.pathname}${query ? `?${query}` : ""}`;
      history.replaceState(history.state, "", url);
      const request = ++latest;
      try {
        const page = await fetchPage(url);
        if (request !== latest) return; // a later choice is on its way
        const grid = page.querySelector(grids);
        const status = page.querySelector(`${sel("investments-page__portfolio")} p[role=status]`);
        section.querySelector(grids)?.replaceWith(document.adoptNode(grid ?? h("p")));
        const here = section.querySelector("p[role=status]");
        if (here) here.textContent = status?.textContent ?? "";
        // The page links of the filtered list (none when it fits on one page).
        const pager = page.querySelector(`${sel("investments-page__portfolio")} nav${sel("pager")}`);
        const oldPager = section.querySelector(`nav${sel("pager")}`);
        if (pager) {
          if (oldPager) oldPager.replaceWith(document.adoptNode(pager));
          else section.append(document.adoptNode(pager));
        } else oldPager?.remove();
      } catch {
        if (request === latest) location.assign(url); // the server renders the filtered page
      }
    };

    const openOnly = (which: Dropdown | null) => {
      for (const d of dropdowns) d.setOpen(d === which);
    };

    for (const form of bar.querySelectorAll<HTMLFormElement>(`form${sel("filter-form")}`)) {
      const select = form.querySelector("select");
      const labelText = form.querySelector("label")?.textContent ?? "";
      const kind = select?.name;
      if (!select || (kind !== "sector" && kind !== "company")) continue;
      const all = [...select.options].map((o) => ({ value: o.value, text: o.text }));
      const dropdown = makeDropdown(cls, kind, labelText, all, () => (filter.kind === kind ? filter.value : ""), {
        onOpen: (d) => openOnly(d),
        onClose: () => openOnly(null),
        onChoose: (value) => void choose(value ? ({ kind, value } as InvestmentFilter) : { kind: "all" }),
      });
      dropdowns.push(dropdown);
      form.replaceWith(dropdown.root);
    }
  },
});

interface Handlers {
  onOpen(d: Dropdown): void;
  onClose(): void;
  onChoose(value: string): void;
}

function makeDropdown(cls: Cls<"investment-filters">, kind: Kind, label: string, all: { value: string; text: string }[], value: () => string, on: Handlers): Dropdown {
  const id = uniqueId(`filter-${kind}`);
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;
  const labelEl = h("span", { id: labelId, class: cls("filter-dropdown__label") }, label);
  const valueEl = h("span", { class: cls("filter-dropdown__value") });
  const button = h("button", {
    id: buttonId,
    type: "button",
    class: cls("filter-dropdown__button"),
    "aria-haspopup": "listbox",
    "aria-controls": listId,
    "aria-labelledby": `${labelId} ${buttonId}`,
  }, valueEl);
  button.insertAdjacentHTML("beforeend", chevron(cls));
  const options = all.map((option, index) =>
    h("li", { id: `${listId}-${index}`, role: "option", class: cls("filter-dropdown__option"), "data-default": !option.value }, option.text),
  );
  const list = h("ul", { id: listId, role: "listbox", tabindex: "-1", "aria-labelledby": labelId, class: cls("filter-dropdown__list") }, ...options);
  const root = h("div", { class: cls("filter-dropdown") }, labelEl, button, list);

  const selectedIndex = () => Math.max(0, all.findIndex((o) => o.value.toLowerCase() === value().toLowerCase()));
  let open = false;
  let active = selectedIndex();
  let typed = { text: "", at: 0 };

  const render = () => {
    const selected = selectedIndex();
    button.toggleAttribute("data-filtering", value() !== "");
    valueEl.textContent = all[selected]?.text ?? "";
    setExpanded(button, open);
    list.hidden = !open;
    if (open) list.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else list.removeAttribute("aria-activedescendant");
    options.forEach((li, index) => {
      li.setAttribute("aria-selected", String(index === selected));
      li.toggleAttribute("data-active", index === active);
    });
    if (open) options[active]?.scrollIntoView({ block: "nearest" });
  };

  const self: Dropdown = {
    kind,
    root,
    render,
    setOpen(next) {
      const opening = next && !open;
      open = next;
      render();
      if (opening) list.focus();
    },
  };

  const openAt = (index: number) => {
    active = index;
    on.onOpen(self);
  };
  const close = () => {
    on.onClose();
    button.focus();
  };
  const choose = (index: number) => {
    const option = all[index];
    if (!option) return;
    on.onChoose(option.value);
    close();
  };
  const move = (event: Event, index: number) => {
    event.preventDefault();
    active = Math.min(all.length - 1, Math.max(0, index));
    render();
  };

  button.addEventListener("click", () => (open ? on.onClose() : openAt(selectedIndex())));
  button.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const selected = selectedIndex();
    openAt(event.key === "ArrowUp" && selected === 0 ? all.length - 1 : selected);
  });
  list.addEventListener("keydown", (event) => {
    const last = all.length - 1;
    switch (event.key) {
      case "ArrowDown":
        return move(event, active + 1);
      case "ArrowUp":
        return move(event, active - 1);
      case "Home":
      case "PageUp":
        return move(event, 0);
      case "End":
      case "PageDown":
        return move(event, last);
      case "Enter":
      case " ":
        event.preventDefault();
        return choose(active);
      case "Escape":
        event.preventDefault();
        return close();
      case "Tab":
        return on.onClose();
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          // Type-ahead: letters typed within a second form a prefix to jump to.
          const now = event.timeStamp;
          const text = (now - typed.at < 1000 ? typed.text : "") + event.key.toLowerCase();
          typed = { text, at: now };
          const hit = all.findIndex((o) => o.text.toLowerCase().startsWith(text));
          if (hit >= 0) move(event, hit);
        }
    }
  });
  list.addEventListener("focusout", (event) => {
    if (open && !root.contains(event.relatedTarget as Node | null)) on.onClose();
  });
  options.forEach((li, index) => {
    li.addEventListener("pointermove", () => {
      if (active === index) return;
      active = index;
      render();
    });
    li.addEventListener("click", () => choose(index));
  });
  // A press anywhere outside closes the list.
  document.addEventListener("pointerdown", (event) => {
    if (open && !root.contains(event.target as Node)) on.onClose();
  });

  render();
  return self;
}
