import { Link, useLocation } from "react-router";
import { adminMeta } from "../../admin/meta.ts";
import type { Route } from "./+types/not-found.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Not found");

/** A dashboard address with no screen: said inside the dashboard, with the way back. */
export default function AdminNotFound() {
  const { pathname } = useLocation();
  return (
    <div className="admin-screen">
      <div className="admin-card admin-error">
        <h1 className="admin-card__title">There is no screen at this address</h1>
        <p>
          <code>{pathname}</code> is not part of the dashboard. Choose a screen from the menu.
        </p>
        <div className="admin-error__actions">
          <Link className="admin-button admin-button--primary" to="/admin/dashboard">
            Go to the Home editor
          </Link>
        </div>
      </div>
    </div>
  );
}
