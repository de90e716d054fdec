import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { COLLECTION_KINDS, type CollectionType } from "../../../../shared/schemas/collections.ts";
import { TRASH_DAYS, type RestoreResponse, type TrashItem } from "../../../../shared/schemas/history.ts";
import { api } from "../../api.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { CloseIcon } from "../../components/Icon/index.ts";
import { formatWhen } from "../messages/format.ts";
import "./TrashList.css";

export interface TrashListProps {
  type: TrashItem["type"];
  /** Changes when the screen deleted something, so the trash is read again. */
  version: number;
  flash(message: FlashMessage): void;
  onRestored(restored: RestoreResponse): void;
}

/** Where a restored item is public again. */
const kindOf = (type: TrashItem["type"]) => (type === "news" || type === "document" ? undefined : COLLECTION_KINDS[type as CollectionType]);
const PUBLIC_PATH = (type: TrashItem["type"]) => kindOf(type)?.basePath ?? "/news-and-events/";
const WHAT = (type: TrashItem["type"]) => (type === "document" ? "reports and documents" : (kindOf(type)?.plural ?? "news and events"));
/** A report's page is addressed by its slug, which the trash does not list: its restore links to /reports. */
const PAGE_OF = (type: TrashItem["type"], id: string) => (type === "document" ? "/reports" : PUBLIC_PATH(type) + id);

/**
 * The trash of a screen, under its side list: how many items were deleted in the last TRASH_DAYS
 * days, and 'Open the trash', a dialog listing them with Restore, which puts an item back with its
 * id (its address works again). The titles live only in the dialog, so the side list's landmark
 * holds only what is published.
 */
export function TrashList({ type, version, flash, onRestored }: TrashListProps) {
  const fail = useFailure();
  const [items, setItems] = useState<TrashItem[] | null>(null);
  const [page, setPage] = useState({ page: 1, pages: 1, total: 0 });
  const [wanted, setWanted] = useState(1);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    let live = true;
    // One page of this screen's trash, read from the server.
    api.trash.page(type, wanted).then(
      (answer) => {
        if (!live) return;
        if (answer.page > answer.pages) return setWanted(answer.pages);
        setItems(answer.items);
        setPage({ page: answer.page, pages: answer.pages, total: answer.total });
      },
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [type, version, reload, wanted]);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const restore = async (item: TrashItem) => {
    setBusy(item._id);
    try {
      const restored = await api.trash.restore(item._id);
      setOpen(false);
      flash({ kind: "success", text: `Restored ‘${item.title}’ from the trash.`, link: { href: PAGE_OF(item.type, item._id), label: "View page" } });
      onRestored(restored);
      setReload((n) => n + 1);
    } catch (error) {
      const message = fail(error);
      if (message) {
        setOpen(false);
        flash({ kind: "error", text: `‘${item.title}’ could not be restored: ${message}` });
      }
    } finally {
      setBusy(null);
    }
  };

  if (!items) return null;
  return (
    <section className="admin-card admin-trash" aria-labelledby={`trash-${type}`}>
      <div className="admin-trash__top">
        <h2 id={`trash-${type}`} className="admin-card__title">
          Trash
        </h2>
        {page.total > 0 ? (
          <button type="button" className="admin-button admin-button--secondary admin-button--small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            Open the trash
          </button>
        ) : null}
      </div>
      <p className="admin-card__description">
        {page.total === 0
          ? `The trash is empty. Deleted items stay here for ${TRASH_DAYS} days and can be restored at the same address.`
          : `${page.total === 1 ? "1 item" : `${page.total} items`} deleted in the last ${TRASH_DAYS} days, which can be restored at the same address.`}
      </p>
      {open
        ? createPortal(
            <dialog
              ref={ref}
              className="admin-dialog admin-trash-dialog"
              aria-labelledby={titleId}
              onCancel={(event) => {
                event.preventDefault();
                setOpen(false);
              }}
            >
              <header className="admin-trash-dialog__header">
                <h2 id={titleId} className="admin-dialog__title">
                  Trash: {WHAT(type)}
                </h2>
                <button type="button" className="admin-icon-button" aria-label="Close the trash" title="Close" onClick={() => setOpen(false)}>
                  <CloseIcon />
                </button>
              </header>
              <p className="admin-dialog__text">Deleted in the last {TRASH_DAYS} days, newest first. Restoring puts an item back with its address.</p>
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
                      <button
                        type="button"
                        className="admin-button admin-button--secondary admin-button--small"
                        disabled={busy !== null}
                        aria-label={`Restore ${item.title}`}
                        onClick={() => void restore(item)}
                      >
                        Restore
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {page.pages > 1 ? (
                <nav className="admin-side-list__pages" aria-label="Pages of the trash">
                  <button type="button" className="admin-button admin-button--ghost" disabled={page.page <= 1} onClick={() => setWanted(page.page - 1)}>
                    Previous<span className="visually-hidden"> page</span>
                  </button>
                  <span aria-live="polite">
                    Page {page.page} of {page.pages}
                  </span>
                  <button type="button" className="admin-button admin-button--ghost" disabled={page.page >= page.pages} onClick={() => setWanted(page.page + 1)}>
                    Next<span className="visually-hidden"> page</span>
                  </button>
                </nav>
              ) : null}
            </dialog>,
            // Outside the side list's landmark, inside the admin's frame (its fonts and tokens).
            document.querySelector(".admin-root") ?? document.body,
          )
        : null}
    </section>
  );
}
