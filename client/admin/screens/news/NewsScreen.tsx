import { useState } from "react";
import type { NewsItem } from "../../../../shared/schemas/news.ts";
import { api } from "../../api.ts";
import { revisioned } from "../../api-history.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { ListScreen } from "../../components/ListScreen/index.ts";
import { SideList } from "../../components/SideList/index.ts";
import { useDeletion } from "../../hooks/useDeletion.tsx";
import { useEditMode } from "../../hooks/useEditMode.tsx";
import { useReloadable } from "../../hooks/useReloadable.ts";
import { TrashList } from "../history/TrashList.tsx";
import { NewsEditForm, NewsForm, newsFormId } from "./NewsForm.tsx";

/**
 * News and events: the form that adds an item, which an edit icon turns into the editor of one
 * item (read again with its revision, prefilled, with its History); the list of items with their
 * edit and delete buttons, and the trash. After a save the screen returns to a fresh add form.
 */
export function NewsScreen({ initial }: { initial: readonly NewsItem[] }) {
  const news = useReloadable<readonly NewsItem[]>(initial, api.news.list);
  const [flash, setFlash] = useState<FlashMessage | null>(null);
  // Read again by the trash after each delete.
  const [deletions, setDeletions] = useState(0);
  const edit = useEditMode<NewsItem>({
    load: revisioned.news.get,
    formId: newsFormId,
    nameOf: (item) => item.title,
    onLoadFailed: (item, message) => setFlash({ kind: "error", text: `‘${item.label}’ could not be opened: ${message}` }),
  });
  const { mode } = edit;

  const deletion = useDeletion<{ id: string; label: string }>({
    warning: "The article will be removed from the news and events page and its address will answer ‘not found’. It stays in the trash for 30 days, from where it can be restored.",
    nameOf: (item) => item.label,
    remove: (item) => api.news.remove(item.id),
    onDeleted: async (item) => {
      if (item.id === edit.editingId) edit.toCreate();
      setDeletions((n) => n + 1);
      await news.reload();
    },
    flash: setFlash,
  });

  const saved = (item: NewsItem) => {
    setFlash({ kind: "success", text: `Saved ‘${item.title}’.`, link: { href: `/news-and-events/${item._id}`, label: "View article" } });
    edit.toCreate();
    void news.reload();
  };

  return (
    <ListScreen
      header={{
        eyebrow: "Content",
        title: "News and events",
        intro: "Add an article to the news and events page, correct one (it keeps its address), or remove one. Articles are published as soon as they are saved.",
        viewHref: "/news-and-events",
      }}
      flash={flash}
      onDismiss={() => setFlash(null)}
      asideLabel="Published news"
      aside={
        <>
          <SideList
            title="Published"
            description="Newest first. The two fixed articles of the site are not listed."
            items={news.data.map((n) => ({ id: n._id, label: n.title, detail: n.subtitle }))}
            emptyText="No news and events yet."
            selectedId={edit.editingId}
            busyId={deletion.busy?.id}
            onEdit={edit.edit}
            onDelete={(item) => deletion.ask(item)}
            error={news.error}
          />
          <TrashList type="news" version={deletions} flash={setFlash} onRestored={() => void news.reload()} />
        </>
      }
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
