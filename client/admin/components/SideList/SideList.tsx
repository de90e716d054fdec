import { useEffect, useState } from "react";
import { EditIcon, TrashIcon } from "../Icon/index.ts";
import { IconButton } from "../IconButton/index.ts";
import "./SideList.css";

export interface SideListItem {
  id: string;
  /** What the list shows and the icon buttons are named by ('Delete <label>'). */
  label: string;
  /** A second, quieter line (a subtitle, a sector). */
  detail?: string;
}

export interface SideListProps {
  title: string;
  /** Text under the title. */
  description?: string;
  items: readonly SideListItem[];
  /** Shown instead of the list when it is empty. */
  emptyText: string;
  /** The item being edited, marked in the list. */
  selectedId?: string | null;
  /** The item being deleted (its buttons are disabled meanwhile). */
  busyId?: string | null;
  onEdit?(item: SideListItem): void;
  /** Left out for editors, who cannot delete. */
  onDelete?(item: SideListItem): void;
  /** Why the last reload of the list failed, in words (shown under it). */
  error?: string | null;
  /** A list read a page at a time: its search box and page buttons. */
  paging?: SideListPaging;
}

export interface SideListPaging {
  page: number;
  pages: number;
  /** How many items match the search on every page. */
  total: number;
  query: string;
  onPage(page: number): void;
  onSearch(query: string): void;
}

/**
 * The list beside an editor form: one row per stored item with an edit (optional) and a delete
 * icon button, each named after the item for screen readers.
 */
export function SideList({ title, description, items, emptyText, selectedId, busyId, onEdit, onDelete, error, paging }: SideListProps) {
  const titleId = `side-list-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  const count = paging ? paging.total : items.length;
  return (
    <section className="admin-card admin-side-list" aria-labelledby={titleId}>
      <header className="admin-side-list__header">
        <h2 id={titleId} className="admin-card__title">
          {title}
          <span className="admin-mark admin-side-list__count">
            {count}
            <span className="visually-hidden">{count === 1 ? " item" : " items"}</span>
          </span>
        </h2>
        {description ? <p className="admin-card__description">{description}</p> : null}
        {paging ? <ListSearch titleId={titleId} paging={paging} /> : null}
      </header>
      {items.length === 0 ? (
        <p className="admin-side-list__empty">{paging?.query.trim() ? `Nothing matches ‘${paging.query.trim()}’.` : emptyText}</p>
      ) : (
        <ul className="admin-side-list__items" role="list">
          {items.map((item) => {
            const selected = item.id === selectedId;
            const busy = item.id === busyId;
            return (
              <li
                key={item.id}
                className={`admin-side-list__item${selected ? " admin-side-list__item--selected" : ""}`}
                aria-current={selected ? "true" : undefined}
                aria-busy={busy || undefined}
              >
                <span className="admin-side-list__text">
                  <span className="admin-side-list__label">{item.label}</span>
                  {item.detail ? <span className="admin-side-list__detail">{item.detail}</span> : null}
                </span>
                <span className="admin-side-list__actions">
                  {onEdit ? (
                    <IconButton label={`Edit ${item.label}`} title="Edit" icon={<EditIcon />} disabled={busy} pressed={selected} onClick={() => onEdit(item)} />
                  ) : null}
                  {onDelete ? (
                    <IconButton label={`Delete ${item.label}`} title="Delete" icon={<TrashIcon />} tone="danger" disabled={busy} onClick={() => onDelete(item)} />
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {paging && paging.pages > 1 ? <ListPages titleId={titleId} paging={paging} /> : null}
      <ListError error={error} />
    </section>
  );
}

/** The search box of a paged list: it searches on the server as the text changes, after a short pause. */
function ListSearch({ titleId, paging }: { titleId: string; paging: SideListPaging }) {
  const [text, setText] = useState(paging.query);
  const { onSearch } = paging;
  useEffect(() => {
    if (text === paging.query) return;
    const timer = setTimeout(() => onSearch(text), 250);
    return () => clearTimeout(timer);
  }, [text, paging.query, onSearch]);
  return (
    <form role="search" className="admin-side-list__search" onSubmit={(e) => (e.preventDefault(), onSearch(text))}>
      <label htmlFor={`${titleId}-search`} className="admin-side-list__search-label">
        Search
      </label>
      <input id={`${titleId}-search`} type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" />
    </form>
  );
}

/** Previous and Next of a paged list, and where in it the list is. */
function ListPages({ titleId, paging }: { titleId: string; paging: SideListPaging }) {
  const { page, pages, onPage } = paging;
  return (
    <nav className="admin-side-list__pages" aria-labelledby={`${titleId}-pages`}>
      <button type="button" className="admin-button admin-button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous<span className="visually-hidden"> page</span>
      </button>
      <span id={`${titleId}-pages`} aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="admin-button admin-button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next<span className="visually-hidden"> page</span>
      </button>
    </nav>
  );
}


/** Why a list could not be read again, in words, under the list. */
export function ListError({ error }: { error?: string | null }) {
  return error ? (
    <p className="admin-side-list__error" role="alert">
      {error}
    </p>
  ) : null;
}
