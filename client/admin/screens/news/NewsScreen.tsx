import type { NewsItem, NewsPage } from "../../../../shared/schemas/news.ts";
import { api } from "../../api.ts";
import { ListScreen } from "../../components/ListScreen/index.ts";
import { useRecordScreen } from "../../hooks/useRecordScreen.tsx";
import { useState } from "react";
import { RedirectsList } from "../investments/RedirectsList.tsx";
import { recordOrDraft } from "../../components/DraftBar/index.ts";
import type { Draft } from "../../../../shared/schemas/drafts.ts";
import { NewsEditForm, NewsForm, newsFormId, newsOfDraft } from "./NewsForm.tsx";

/**
 * News and events: the form that adds an item, which an edit icon turns into the editor of one
 * item (read again with its revision, prefilled, with its History); the list of items with their
 * edit and delete buttons, and the trash. After a save the screen returns to a fresh add form.
 */
export function NewsScreen({ initial }: { initial: NewsPage }) {
  const screen = useRecordScreen<NewsItem, NewsPage>({
    initial,
    list: api.news.page,
    load: (id) => recordOrDraft("news", id, api.news.read, newsOfDraft),
    formId: newsFormId,
    nameOf: (item) => item.title,
    remove: (id) => api.news.remove(id),
    warning: "The article will be removed from the news and events page and its address will answer ‘not found’. It stays in the trash for 30 days, from where it can be restored.",
    trash: "news",
  });
  const { edit, deletion } = screen;
  const { mode } = edit;

  const [saves, setSaves] = useState(0);
  // A new draft is not on the site: the screen opens it in the editor, where it is published or sent for review.
  const drafted = (draft: Draft) => {
    const title = draft.fields.title ?? "the new article";
    screen.flash({ kind: "success", text: `Saved a draft of ‘${title}’. It is not on the site yet.` });
    edit.open({ id: draft.docId, label: title });
  };
  const discardedNew = () => {
    edit.toCreate();
    screen.flash({ kind: "success", text: "Draft discarded. The article was never on the site." });
  };
  const saved = (item: NewsItem) => {
    setSaves((n) => n + 1);
    screen.saved({ kind: "success", text: `Saved ‘${item.title}’.`, link: { href: `/news-and-events/${item.slug || item._id}`, label: "View article" } });
  };

  return (
    <ListScreen
      header={{
        eyebrow: "Content",
        title: "News and events",
        intro: "Add an article to the news and events page, correct one (it keeps its address), or remove one. Submit publishes at once; Save draft keeps a version off the site until it is published, by hand or at a scheduled time.",
        viewHref: "/news-and-events",
      }}
      {...screen.flashProps}
      asideLabel="Published news"
      aside={screen.aside({
        title: "Published",
        description: "Newest first, the site's two built-in articles (the Low Cup and the Lagos Arena forum) among them.",
        items: screen.records.data.newsAndEvents.map((n) => ({ id: n._id, label: n.title, detail: n.subtitle })),
        emptyText: "No news and events yet.",
      })}
    >
      {edit.header}
      {mode.kind === "edit" ? (
        <NewsEditForm key={mode.id} item={mode.record} revision={mode.revision} onSaved={saved} onPublished={() => void screen.records.reload()} onDiscardedNew={discardedNew} />
      ) : mode.kind === "create" ? (
        <NewsForm key={mode.key} onCreated={saved} onDraft={drafted} />
      ) : null}
      <RedirectsList kind="news" version={saves} flash={screen.flash} />
      {deletion.dialog}
      {edit.dialog}
    </ListScreen>
  );
}
