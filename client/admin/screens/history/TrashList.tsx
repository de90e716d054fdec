import { useEffect, useState } from "react";
import { TRASH_DAYS, type RestoreResponse, type TrashItem } from "../../../../shared/schemas/history.ts";
import { historyApi } from "../../api-history.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { formatWhen } from "../messages/format.ts";
import "./TrashList.css";

export interface TrashListProps {
  type: TrashItem["type"];
  /** Changes when the screen deleted something, so the list is read again. */
  version: number;
  flash(message: FlashMessage): void;
  onRestored(restored: RestoreResponse): void;
}

/** Where a restored item is public again. */
const PUBLIC_PATH: Record<TrashItem["type"], string> = { news: "/news-and-events/", investment: "/our-investments/" };

/**
 * The trash of a screen: what was deleted in the last TRASH_DAYS days, with Restore, which puts
 * it back with its id (its address works again).
 */
export function TrashList({ type, version, flash, onRestored }: TrashListProps) {
  const fail = useFailure();
  const [items, setItems] = useState<TrashItem[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    historyApi.trash().then(
      (all) => live && setItems(all.filter((i) => i.type === type)),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [type, version, reload]);

  const restore = async (item: TrashItem) => {
    setBusy(item._id);
    try {
      const restored = await historyApi.restoreFromTrash(item._id);
      flash({ kind: "success", text: `Restored ‘${item.title}’ from the trash.`, link: { href: PUBLIC_PATH[item.type] + item._id, label: "View page" } });
      onRestored(restored);
      setReload((n) => n + 1);
    } catch (error) {
      const message = fail(error);
      if (message) flash({ kind: "error", text: `‘${item.title}’ could not be restored: ${message}` });
    } finally {
      setBusy(null);
    }
  };

  if (!items) return null;
  return (
    <section className="admin-card admin-trash" aria-labelledby={`trash-${type}`}>
      <h2 id={`trash-${type}`} className="admin-card__title">
        Trash
      </h2>
      <p className="admin-card__description">Deleted in the last {TRASH_DAYS} days. Restoring puts it back at the same address.</p>
      {items.length === 0 ? (
        <p className="admin-trash__empty">The trash is empty.</p>
      ) : (
        <ul className="admin-trash__items" role="list">
          {items.map((item) => (
            <li key={item._id} className="admin-trash__item">
              <span className="admin-trash__text">
                <span className="admin-trash__title">{item.title}</span>
                <span className="admin-trash__detail">
                  Deleted {formatWhen(item.deletedAt, "short")}
                  {item.deletedBy ? ` by ${item.deletedBy}` : ""}; removed for good {formatWhen(item.purgeAt, "short")}
                </span>
              </span>
              <button type="button" className="admin-button admin-button--secondary admin-button--small" disabled={busy !== null} aria-label={`Restore ${item.title}`} onClick={() => void restore(item)}>
                Restore
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
