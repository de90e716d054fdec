import type { ReactNode } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ApiError } from "../../api.ts";
import "./RouteError.css";

/** A card in place of a screen that cannot be shown: a title, what happened, the ways on. */
export function ErrorCard({ title, children, actions, alert = false }: { title: string; children: ReactNode; actions?: ReactNode; alert?: boolean }) {
  return (
    <div className="admin-screen">
      <div className="admin-card admin-error" role={alert ? "alert" : undefined}>
        <h1 className="admin-card__title">{title}</h1>
        {children}
        <div className="admin-error__actions">
          {actions}
          <Link className={`admin-button ${actions ? "admin-button--secondary" : "admin-button--primary"}`} to="/admin/dashboard">
            Go to the Home editor
          </Link>
        </div>
      </div>
    </div>
  );
}

/** What an admin screen shows when its content could not be read. */
export function AdminRouteError() {
  const error = useRouteError();
  const message =
    error instanceof ApiError
      ? error.message
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : "Something went wrong while opening this screen.";
  return (
    <ErrorCard
      title="This screen could not be opened"
      alert
      actions={
        <button type="button" className="admin-button admin-button--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      }
    >
      <p>{message}</p>
    </ErrorCard>
  );
}
