import { defineBehaviour } from "./define.ts";
import { fetchPage, h } from "./dom.ts";

/** How long typing may pause before the search is sent. */
const TYPING_PAUSE_MS = 200;

/**
 * The news search (client/components/news/NewsSearch.tsx, NewsList.tsx): without scripts a GET
 * form (`?q=`) the server answers, one page at a time. This searches as the visitor types: after
 * a short pause it fetches the server's rendering of the search's first page (the search runs in
 * the database over every article: title or subtitle contains the text, case-insensitively) and
 * swaps in its cards (or its 'No news or events match' line), its page links and its count,
 * keeping the search in the address (replacing the history entry). An answer that a later
 * keystroke overtook is dropped; if the server cannot be reached, the form is sent as without
 * scripts.
 */
export const newsSearch = defineBehaviour({
  name: "news-search",
  run(form, _cls, sel) {
    const input = form.querySelector<HTMLInputElement>("input[name=q]");
    const status = form.querySelector<HTMLElement>(sel("news-search__status"));
    const section = form.closest("section");
    if (!input || !status || !section) return;
    const grids = `${sel("card-grid")}, ${sel("card-grid__empty")}`;
    let latest = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const search = async (query: string) => {
      const url = new URL(location.href);
      url.searchParams.delete("page");
      if (query.trim()) url.searchParams.set("q", query);
      else url.searchParams.delete("q");
      const address = `${url.pathname}${url.search}`;
      history.replaceState(history.state, "", `${address}${url.hash}`);
      const request = ++latest;
      let page: Document;
      try {
        page = await fetchPage(address);
      } catch {
        if (request === latest) location.assign(address);
        return;
      }
      if (request !== latest) return; // typing went on meanwhile; the later search shows
      const grid = page.querySelector(grids);
      section.querySelector(grids)?.replaceWith(document.adoptNode(grid ?? h("p")));
      const pager = page.querySelector(`${sel("news-page__list")} nav${sel("pager")}`);
      const here = section.querySelector(`nav${sel("pager")}`);
      if (pager) {
        if (here) here.replaceWith(document.adoptNode(pager));
        else section.append(document.adoptNode(pager));
      } else here?.remove();
      status.textContent = page.querySelector(sel("news-search__status"))?.textContent ?? "";
    };

    const soon = (query: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => void search(query), TYPING_PAUSE_MS);
    };
    input.addEventListener("input", () => soon(input.value));
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      clearTimeout(timer);
      void search(input.value);
    });
    form.dataset.enhanced = "";
  },
});
