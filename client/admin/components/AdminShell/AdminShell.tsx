import type { ReactNode } from "react";
import { NavLink, useNavigation } from "react-router";
import { SUPER_ADMIN_USERNAME } from "../../../../shared/constants.ts";
import { useAdmin } from "../../AdminProvider.tsx";
import { ADMIN_MENU } from "../../menu.ts";
import { MediaControl } from "../../screens/media/MediaControl.tsx";
import { InboxControl } from "../../screens/messages/InboxControl.tsx";
import { ReviewControl } from "../../screens/reviews/ReviewControl.tsx";
import { canPublish } from "../../roles.ts";
import { LogoutIcon } from "../Icon/index.ts";
import { IconButton } from "../IconButton/index.ts";
import "./AdminShell.css";

/** The dashboard frame: the navy side menu with the signed-in user and Log out, and the content. */
export function AdminShell({ siteName, children }: { siteName: string; children: ReactNode }) {
  const { user, logout } = useAdmin();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname.startsWith("/admin/dashboard");
  return (
    <div className="admin-shell">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <aside className="admin-sidebar">
        <div className="admin-sidebar__brand">
          <span className="admin-mark admin-sidebar__mark" aria-hidden="true">
            {siteName.slice(0, 3)}
          </span>
          <span className="admin-sidebar__name">
            {siteName} <span className="admin-sidebar__cms">CMS</span>
          </span>
          <div className="admin-sidebar__controls">
            <MediaControl />
            <ReviewControl />
            {/* The inbox holds visitors' personal data: admins only. */}
            {canPublish(user.role) ? <InboxControl /> : null}
          </div>
        </div>
        <nav className="admin-menu" aria-label="Dashboard">
          <ul role="list">
            {ADMIN_MENU.map(({ label, to, icon: Icon, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className="admin-menu__link" prefetch="intent">
                  <Icon />
                  <span>{label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Beside the side menu (which keeps SPEC's seven items), like the Inbox. */}
        <nav className="admin-sidebar__extra" aria-label="Publications">
          <NavLink to="/admin/dashboard/reports" className="admin-menu__link admin-sidebar__extra-link" prefetch="intent">
            <svg className="admin-icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
              <path d="M6 3.5h8l4 4V20a.5.5 0 0 1-.5.5h-11A.5.5 0 0 1 6 20V3.5Z" />
              <path d="M14 3.5V8h4M9 12.5h6M9 16h6" />
            </svg>
            <span>Reports &amp; documents</span>
          </NavLink>
        </nav>
        <div className="admin-sidebar__footer">
          <div className="admin-user">
            <span className="admin-mark admin-avatar admin-user__avatar" aria-hidden="true">
              {user.username.slice(0, 1).toUpperCase()}
            </span>
            <span className="admin-user__text">
              <span className="admin-user__name">{user.username}</span>
              <span className="admin-user__role">{user.username === SUPER_ADMIN_USERNAME ? "Super Admin" : user.role}</span>
            </span>
          </div>
          <IconButton label="Log out" icon={<LogoutIcon />} tone="inverse" className="admin-sidebar__logout" onClick={logout} />
        </div>
      </aside>
      <main id="main-content" className="admin-main" tabIndex={-1} aria-busy={loading || undefined}>
        <div className={`admin-progress${loading ? " admin-progress--active" : ""}`} aria-hidden="true" />
        {children}
      </main>
    </div>
  );
}
