import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ApiError } from "../api.ts";

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
    <div className="admin-screen">
      <div className="admin-card admin-error" role="alert">
        <h1 className="admin-card__title">This screen could not be opened</h1>
        <p>{message}</p>
        <div className="admin-error__actions">
          <button type="button" className="admin-button admin-button--primary" onClick={() => window.location.reload()}>
            Try again
          </button>
          <Link className="admin-button admin-button--secondary" to="/admin/dashboard">
            Go to the Home editor
          </Link>
        </div>
      </div>
    </div>
  );
}
