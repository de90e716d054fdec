import { useEffect, useState } from "react";
import type { SlugRedirect } from "../../../../shared/schemas/investments.ts";
import { api } from "../../api.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import "./RedirectsList.css";

export interface RedirectsListProps {
  /** Changes when the screen saved something (a slug may have changed), so the list is read again. */
  version: number;
  flash(message: FlashMessage): void;
  /** Which section's old addresses: companies' (the default) or articles'. */
  kind?: SlugRedirect["kind"];
}

/** What each section's old addresses look like and say. */
const SECTIONS = {
  investment: { base: "/our-investments/", record: "company", missing: "'Company not found!'" },
  news: { base: "/news-and-events/", record: "article", missing: "the not-found page" },
} as const;

/**
 * Old addresses: when a company's Address changes, its old one sends visitors on (301) to the
 * current one. Listed under the form, each with where it leads now and Remove (the old address
 * then answers 'Company not found!').
 */
export function RedirectsList({ version, flash, kind = "investment" }: RedirectsListProps) {
  const section = SECTIONS[kind];
  const address = (slug: string) => `${section.base}${slug}`;
  const fail = useFailure();
  const [items, setItems] = useState<SlugRedirect[] | null>(null);
  const [reload, setReload] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.investments.redirects().then(
      (all) => live && setItems(all.filter((r) => r.kind === kind)),
      () => live && setItems([]),
    );
    return () => {
      live = false;
    };
  }, [version, reload, kind]);

  const remove = async (item: SlugRedirect) => {
    setBusy(item._id);
    try {
      await api.investments.removeRedirect(item._id);
      flash({ kind: "success", text: `Removed the old address ${address(item.fromSlug)}: it now answers ${section.missing}.` });
      setReload((n) => n + 1);
    } catch (error) {
      const message = fail(error);
      if (message) flash({ kind: "error", text: `${address(item.fromSlug)} could not be removed: ${message}` });
    } finally {
      setBusy(null);
    }
  };

  if (!items) return null;
  return (
    <section className="admin-card admin-redirects" aria-labelledby="redirects-title">
      <h2 id="redirects-title" className="admin-card__title">
        Old addresses
      </h2>
      <p className="admin-redirects__intro">When {kind === "news" ? "an article" : "a company"}&apos;s Address changes, its old address sends visitors to the new one.</p>
      {items.length === 0 ? (
        <p className="admin-redirects__empty">No old addresses.</p>
      ) : (
        <ul className="admin-redirects__items" role="list">
          {items.map((item) => (
            <li key={item._id} className="admin-redirects__item">
              <span className="admin-redirects__route">
                <code>{address(item.fromSlug)}</code>
                {item.toSlug ? (
                  <>
                    {" "}
                    → <code>{address(item.toSlug)}</code> ({item.tabText})
                  </>
                ) : (
                  ` (its ${section.record} is in the trash: the address answers ${section.missing})`
                )}
              </span>
              <button
                type="button"
                className="admin-button admin-button--secondary admin-button--small"
                aria-label={`Remove the old address ${address(item.fromSlug)}`}
                disabled={busy === item._id}
                onClick={() => void remove(item)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
