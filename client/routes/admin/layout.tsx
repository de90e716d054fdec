import { Link, Outlet, useLocation } from "react-router";
import { MESSAGES } from "../../../shared/constants.ts";
import "../../admin/styles/admin.css";

/**
 * Everything under /admin renders in the browser only: the server sends this frame (via
 * HydrateFallback) and the screens load after hydration, talking to /api. Below 1024px the
 * frame shows the desktop-only notice instead (a media query, so server and browser agree).
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

function MobileNotice() {
  return (
    <section className="admin-mobile" aria-labelledby="admin-mobile-title">
      <div className="admin-mobile__panel">
        <p className="admin-mobile__mark" aria-hidden="true">
          CMS
        </p>
        <h1 id="admin-mobile-title" className="admin-mobile__text">
          {MESSAGES.adminMobile}
        </h1>
        {/* A full load: public pages are the server's HTML with their enhancement script, not part of this app. */}
        <Link to="/" reloadDocument className="admin-button admin-button--primary">
          {MESSAGES.goHome}
        </Link>
      </div>
    </section>
  );
}

/** Shown while the admin loads: the outline of the screen about to appear. */
export function HydrateFallback() {
  const { pathname } = useLocation();
  return (
    <div className="admin-root">
      <div className="admin-root__app" aria-busy="true">
        {pathname.startsWith("/admin/dashboard") ? (
          <div className="admin-shell admin-shell--placeholder">
            <div className="admin-sidebar" />
            <div className="admin-main">
              <p className="admin-loading">Loading the dashboard…</p>
            </div>
          </div>
        ) : (
          <div className="admin-login">
            <p className="admin-loading admin-loading--inverse">Loading…</p>
          </div>
        )}
        <noscript>
          <p className="admin-noscript">The CMS needs JavaScript. Turn it on in your browser and reload this page.</p>
        </noscript>
      </div>
      <MobileNotice />
    </div>
  );
}

export default function AdminLayout() {
  return (
    <div className="admin-root">
      <div className="admin-root__app">
        <Outlet />
      </div>
      <MobileNotice />
    </div>
  );
}
