import { useEffect, useState } from "react";
import { ACTIVITY_KINDS, type ActivityKind, type ActivityPage } from "../../../../shared/schemas/activity.ts";
import { api } from "../../api.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { SelectField } from "../../components/Field/index.ts";
import { formatWhen } from "../messages/format.ts";
import "./ActivityLog.css";

interface Filter {
  user: string;
  kind: string;
  page: number;
}

const KIND_OPTIONS = [{ value: "", label: "Every kind" }, ...(Object.keys(ACTIVITY_KINDS) as ActivityKind[]).map((k) => ({ value: k, label: ACTIVITY_KINDS[k] }))];

/**
 * The activity log (super admin, in Settings): who signed in or failed to, saved, restored,
 * deleted, created users or changed passwords, when and from which address; newest first, a page
 * at a time, filtered by user and kind.
 */
export function ActivityLog() {
  const fail = useFailure();
  const [filter, setFilter] = useState<Filter>({ user: "", kind: "", page: 1 });
  const [data, setData] = useState<ActivityPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.activity.list(filter).then(
      (page) => {
        if (!live) return;
        setData(page);
        setError(null);
      },
      (e: unknown) => {
        const message = live ? fail(e) : null;
        if (message) setError(`The activity log could not be read: ${message}`);
      },
    );
    return () => {
      live = false;
    };
  }, [filter, fail]);

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const userOptions = [{ value: "", label: "Everyone" }, ...(data?.users ?? []).map((u) => ({ value: u, label: u }))];
  return (
    <section className="admin-card admin-activity" aria-labelledby="activity-title">
      <header className="admin-activity__header">
        <div>
          <h2 id="activity-title" className="admin-card__title">
            Activity log
          </h2>
          <p className="admin-card__description">Sign-ins, saves, restores, deletions and user changes, newest first. Passwords are never recorded.</p>
        </div>
        <div className="admin-activity__filters">
          <SelectField label="User" name="user" value={filter.user} options={userOptions} onChange={(user) => setFilter({ ...filter, user, page: 1 })} />
          <SelectField label="Kind" name="kind" value={filter.kind} options={KIND_OPTIONS} onChange={(kind) => setFilter({ ...filter, kind, page: 1 })} />
        </div>
      </header>
      {error ? (
        <p className="admin-activity__error" role="alert">
          {error}
        </p>
      ) : null}
      {data && data.entries.length === 0 ? <p className="admin-activity__empty">Nothing recorded{filter.user || filter.kind ? " for this filter" : ""} yet.</p> : null}
      {data && data.entries.length > 0 ? (
        <div className="admin-activity__scroll">
          <table className="admin-table admin-activity__table">
            <caption className="visually-hidden">
              Activity, page {filter.page} of {pages}
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">User</th>
                <th scope="col">What</th>
                <th scope="col">On</th>
                <th scope="col">Address</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={e._id}>
                  <td>
                    <time dateTime={e.at}>{formatWhen(e.at)}</time>
                  </td>
                  <td>{e.username || "—"}</td>
                  <td>{ACTIVITY_KINDS[e.kind]}</td>
                  <td>{e.targetLabel || "—"}</td>
                  <td className="admin-activity__ip">{e.ip || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {data && data.total > data.pageSize ? (
        <nav className="admin-activity__pager" aria-label="Activity pages">
          <button type="button" className="admin-button admin-button--secondary admin-button--small" disabled={filter.page <= 1} onClick={() => setFilter({ ...filter, page: filter.page - 1 })}>
            Newer
          </button>
          <span>
            Page {filter.page} of {pages}
          </span>
          <button type="button" className="admin-button admin-button--secondary admin-button--small" disabled={filter.page >= pages} onClick={() => setFilter({ ...filter, page: filter.page + 1 })}>
            Older
          </button>
        </nav>
      ) : null}
    </section>
  );
}
