import { useEffect, useState } from "react";
import { COLLECTION_KINDS } from "../../../../shared/schemas/collections.ts";
import type { SlugRedirect } from "../../../../shared/schemas/investments.ts";
import { api } from "../../api.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import "./RedirectsList.css";

export interface RedirectsListProps {
  /** Changes when the screen saved something (a slug may have changed), so the list is read again. */
  version: number;
  flash(message: FlashMessage): void;
  /** Whose old addresses: companies' (the default) or people's. */
  kind?: SlugRedirect["kind"];
}

/** What each kind's screen says of its records and of an address that leads nowhere. */
const WORDS: Record<SlugRedirect["kind"], { intro: string; gone: string; deleted: string }> = {
  investment: {
    intro: "When a company's Address changes, its old address sends visitors to the new one.",
    gone: "it now answers 'Company not found!'",
    deleted: " (its company is in the trash: the address answers 'Company not found!')",
  },
  leader: {
    intro: "When a person's Address changes, their old address sends visitors to the new one.",
    gone: "it now answers the page-not-found page",
    deleted: " (this person is in the trash: the address answers the page-not-found page)",
  },
};

/**
 * Old addresses: when a company's Address changes, its old one sends visitors on (301) to the
 * current one. Listed under the form, each with where it leads now and Remove (the old address
 * then answers 'Company not found!').
 */
export function RedirectsList({ version, flash, kind = "investment" }: RedirectsListProps) {
  const fail = useFailure();
  const address = (slug: string) => `${COLLECTION_KINDS[kind].basePath}${slug}`;
  const words = WORDS[kind];
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
      flash({ kind: "success", text: `Removed the old address ${address(item.fromSlug)}: ${words.gone}.` });
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
      <p className="admin-redirects__intro">{words.intro}</p>
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
                  words.deleted
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
