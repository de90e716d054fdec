import { matchesSearch } from "../lib/news.ts";
import { defineBehaviour } from "./define.ts";
import { fetchPage, h } from "./dom.ts";

/**
 * The news search (client/components/news/NewsSearch.tsx, NewsList.tsx): without scripts a GET
 * form (`?q=`) the server answers. This filters the cards as the visitor types (title or subtitle
 * contains the text, case-insensitively: client/lib/news.ts), announces the count, says so when
 * nothing matches, and keeps the search in the address (replacing the history entry). A page
 * opened with a search shows only its matches, so the full list is then taken from the server's
 * rendering of the unsearched page (a fetch the render cache answers) before the first change.
 */
export const newsSearch = defineBehaviour({
  name: "news-search",
  run(form, cls, sel) {
    const input = form.querySelector<HTMLInputElement>("input[name=q]");
    const status = form.querySelector<HTMLElement>(sel("news-search__status"));
    const section = form.closest("section");
    const grids = `${sel("card-grid")}, ${sel("card-grid__empty")}`;
    let slot = section?.querySelector<HTMLElement>(grids);
    if (!input || !status || !section || !slot) return;

    const cardsIn = (root: ParentNode) => [...root.querySelectorAll<HTMLLIElement>(`${sel("card-grid")} > ${sel("news-card")}`)];
    const text = (card: Element, part: "title" | "subtitle") => card.querySelector(sel(`news-card__${part}`))?.textContent ?? "";
    const initial = new URLSearchParams(location.search).get("q")?.trim() ?? "";
    const all: Promise<HTMLLIElement[]> = initial
      ? fetchPage(location.pathname)
          .then((page) => cardsIn(page).map((card) => document.adoptNode(card)))
          .catch(() => cardsIn(section)) // searching what the page shows is better than nothing
      : Promise.resolve(cardsIn(section));

    const search = async (query: string) => {
      const url = new URL(location.href);
      if (query) url.searchParams.set("q", query);
      else url.searchParams.delete("q");
      history.replaceState(history.state, "", `${url.pathname}${url.search}${url.hash}`);
      const cards = await all;
      if (input.value !== query) return; // typing went on meanwhile; the later search shows
      const shown = cards.filter((card) => matchesSearch({ title: text(card, "title"), subtitle: text(card, "subtitle") }, query));
      const next =
        shown.length > 0
          ? slot!.matches(`ul${sel("card-grid")}`)
            ? slot!
            : h("ul", { class: cls("card-grid"), role: "list" })
          : h("p", { class: cls("card-grid__empty") }, `No news or events match “${query.trim()}”.`);
      if (shown.length > 0) next.replaceChildren(...shown);
      if (next !== slot) {
        slot!.replaceWith(next);
        slot = next;
      }
      status.textContent = query.trim() ? `${shown.length} ${shown.length === 1 ? "article" : "articles"} found` : "";
    };

    input.addEventListener("input", () => void search(input.value));
    // Searching as you type, the button has nothing left to send.
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void search(input.value);
    });
    form.dataset.enhanced = "";
  },
});
