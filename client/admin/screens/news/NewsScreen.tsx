import { useState } from "react";
import type { NewsItem } from "../../../../shared/schemas/news.ts";
import { api } from "../../api.ts";
import { Flash, type FlashMessage } from "../common/Flash.tsx";
import { ScreenHeader } from "../common/ScreenHeader.tsx";
import { SideList } from "../common/SideList.tsx";
import { useDeletion } from "../common/useDeletion.tsx";
import { useReloadable } from "../common/useReloadable.ts";
import { NewsForm } from "./NewsForm.tsx";
import "../common/screens.css";

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
    <div className="admin-screen">
      <ScreenHeader
        eyebrow="Content"
        title="News and events"
        intro="Add an article to the news and events page, or remove one. Articles are published as soon as they are saved."
        viewHref="/news-and-events"
      />
      <Flash message={flash} onDismiss={() => setFlash(null)} />
      <div className="admin-split">
        <div className="admin-split__main">
          <NewsForm key={formKey} onCreated={created} />
        </div>
        <aside className="admin-split__aside" aria-label="Published news">
          <SideList
            title="Published"
            description="Newest first. The two fixed articles of the site are not listed."
            items={news.data.map((n) => ({ id: n._id, label: n.title, detail: n.subtitle }))}
            emptyText="No news and events yet."
            busyId={deletion.busy?.id}
            onDelete={(item) => deletion.ask(item)}
            footer={news.error ? <p className="admin-side-list__error" role="alert">{news.error}</p> : null}
          />
        </aside>
      </div>
      {deletion.dialog}
    </div>
  );
}
