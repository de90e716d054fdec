import type { NewsItem, NewsPage } from "../../../../shared/schemas/news.ts";
import { api } from "../../api.ts";
import { ListScreen } from "../../components/ListScreen/index.ts";
import { useRecordScreen } from "../../hooks/useRecordScreen.tsx";
import { NewsEditForm, NewsForm, newsFormId } from "./NewsForm.tsx";

/**
 * News and events: the form that adds an item, which an edit icon turns into the editor of one
 * item (read again with its revision, prefilled, with its History); the list of items with their
 * edit and delete buttons, and the trash. After a save the screen returns to a fresh add form.
 */
export function NewsScreen({ initial }: { initial: NewsPage }) {
  const screen = useRecordScreen<NewsItem, NewsPage>({
    initial,
    list: api.news.page,
    load: api.news.read,
    formId: newsFormId,
    nameOf: (item) => item.title,
    remove: (id) => api.news.remove(id),
    warning: "The article will be removed from the news and events page and its address will answer ‘not found’. It stays in the trash for 30 days, from where it can be restored.",
    trash: "news",
  });
  const { edit, deletion } = screen;
  const { mode } = edit;

  const saved = (item: NewsItem) =>
    screen.saved({ kind: "success", text: `Saved ‘${item.title}’.`, link: { href: `/news-and-events/${item._id}`, label: "View article" } });

  return (
    <ListScreen
      header={{
        eyebrow: "Content",
        title: "News and events",
        intro: "Add an article to the news and events page, correct one (it keeps its address), or remove one. Articles are published as soon as they are saved.",
        viewHref: "/news-and-events",
      }}
      {...screen.flashProps}
      asideLabel="Published news"
      aside={screen.aside({
        title: "Published",
        description: "Newest first. The two fixed articles of the site are not listed.",
        items: screen.records.data.newsAndEvents.map((n) => ({ id: n._id, label: n.title, detail: n.subtitle })),
        emptyText: "No news and events yet.",
      })}
    >
      {edit.header}
      {mode.kind === "edit" ? (
        <NewsEditForm key={mode.id} item={mode.record} revision={mode.revision} onSaved={saved} />
      ) : mode.kind === "create" ? (
        <NewsForm key={mode.key} onCreated={saved} />
      ) : null}
      {deletion.dialog}
      {edit.dialog}
    </ListScreen>
  );
}
