import { useState } from "react";
import { LEADER_GROUPS, type Leader } from "../../../../shared/schemas/leaders.ts";
import { api } from "../../api.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { GROUP_LABELS, moved, nameOf } from "./values.ts";
import "./LeaderOrder.css";

export interface LeaderOrderProps {
  people: readonly Leader[];
  /** After a move: the list as the server now answers it. */
  onMoved(people: Leader[]): void;
  flash(message: FlashMessage): void;
}

/**
 * The order of the leadership page: each list (board, executives) as the page shows it, each
 * person with 'Move up' and 'Move down' (named after them for screen readers). A move is saved at
 * once; if someone added or removed a person meanwhile, the server refuses it and the list is read again.
 */
export function LeaderOrder({ people, onMoved, flash }: LeaderOrderProps) {
  const fail = useFailure();
  const [busy, setBusy] = useState(false);

  const move = async (person: Leader, step: -1 | 1) => {
    const next = moved(people, person._id, step);
    setBusy(true);
    try {
      onMoved(await api.leaders.reorder(next.map((p) => p._id)));
      flash({ kind: "success", text: `Moved ‘${nameOf(person)}’ ${step < 0 ? "up" : "down"}.`, link: { href: "/about-us/leadership", label: "View page" } });
    } catch (error) {
      const message = fail(error);
      if (message) flash({ kind: "error", text: `‘${nameOf(person)}’ could not be moved: ${message}` });
      onMoved(await api.leaders.list().catch(() => [...people]));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-card admin-leader-order" aria-labelledby="leader-order-title">
      <h2 id="leader-order-title" className="admin-card__title">
        Order on the page
      </h2>
      <p className="admin-card__description">The leadership page shows the board first, then the executive team, each in this order.</p>
      {LEADER_GROUPS.map((group) => {
        const members = people.filter((p) => p.group === group);
        const headingId = `leader-order-${group}`;
        return (
          <div key={group} className="admin-leader-order__group">
            <h3 id={headingId} className="admin-leader-order__title">
              {GROUP_LABELS[group]}
            </h3>
            {members.length === 0 ? (
              <p className="admin-leader-order__empty">Nobody in this list: its section is left off the page.</p>
            ) : (
              <ol className="admin-leader-order__items" aria-labelledby={headingId}>
                {members.map((person, i) => (
                  <li key={person._id} className="admin-leader-order__item">
                    <span className="admin-leader-order__name">
                      {nameOf(person)}
                      {person.role ? <span className="admin-leader-order__role">{person.role}</span> : null}
                    </span>
                    <span className="admin-leader-order__buttons">
                      <button type="button" className="admin-button admin-button--secondary admin-button--small" disabled={busy || i === 0} onClick={() => void move(person, -1)}>
                        Move up<span className="visually-hidden"> {nameOf(person)}</span>
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--secondary admin-button--small"
                        disabled={busy || i === members.length - 1}
                        onClick={() => void move(person, 1)}
                      >
                        Move down<span className="visually-hidden"> {nameOf(person)}</span>
                      </button>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </section>
  );
}
