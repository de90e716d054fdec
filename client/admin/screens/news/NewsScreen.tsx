import { useState } from "react";
import type { NewsItem } from "../../../../shared/schemas/news.ts";
import { api } from "../../api.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { ListScreen } from "../../components/ListScreen/index.ts";
import { SideList } from "../../components/SideList/index.ts";
import { useDeletion } from "../../hooks/useDeletion.tsx";
import { useReloadable } from "../../hooks/useReloadable.ts";
import { NewsForm } from "./NewsForm.tsx";

/** News and events: the form that adds an item, and the list of items with their delete buttons. */
export function NewsScreen({ initial }: { initial: readonly NewsItem[] }) {
  const news = useReloadable<readonly NewsItem[]>(initial, api.news.list);
  const [flash, setFlash] = useState<FlashMessage | null>(null);
  // A new key mounts a fresh, empty form after each item created.
  const [formKey, setFormKey] = useState(0);

  const deletion = useDeletion<{ id: string; label: string }>({
    warning: "The article will be removed from the news and events page and its address will stop working.",
    nameOf: (item) => item.label,
    remove: (item) => api.news.remove(item.id),
    onDeleted: news.reload,
    flash: setFlash,
  });

  const created = (item: NewsItem) => {
    setFlash({ kind: "success", text: `Saved ‘${item.title}’.`, link: { href: `/news-and-events/${item._id}`, label: "View article" } });
    setFormKey((k) => k + 1);
    void news.reload();
  };

  return (
    <ListScreen
      header={{
        eyebrow: "Content",
        title: "News and events",
        intro: "Add an article to the news and events page, or remove one. Articles are published as soon as they are saved.",
        viewHref: "/news-and-events",
      }}
      flash={flash}
      onDismiss={() => setFlash(null)}
      asideLabel="Published news"
      aside={
        <SideList
          title="Published"
          description="Newest first. The two fixed articles of the site are not listed."
          items={news.data.map((n) => ({ id: n._id, label: n.title, detail: n.subtitle }))}
          emptyText="No news and events yet."
          busyId={deletion.busy?.id}
          onDelete={(item) => deletion.ask(item)}
          error={news.error}
        />
      }
    >
      <NewsForm key={formKey} onCreated={created} />
      {deletion.dialog}
    </ListScreen>
  );
}
