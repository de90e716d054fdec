import { useEffect } from "react";
import { NavLink } from "react-router";
import { api } from "../../api.ts";
import { setUnreadCount, useUnreadCount } from "./unread.ts";
import "./InboxControl.css";

const INBOX_PATH = "/admin/dashboard/messages";
const REFRESH_MS = 60_000;

/** 'Inbox', or 'Inbox, 3 unread': the accessible name of the control. */
function inboxLabel(unread: number | null): string {
  return unread ? `Inbox, ${unread} unread` : "Inbox";
}

/**
 * The way into the contact inbox from anywhere in the dashboard, outside the side menu (which
 * keeps its seven items): an envelope with the unread count, named 'Inbox, N unread'.
 */
export function InboxControl() {
  const unread = useUnreadCount();

  useEffect(() => {
    let live = true;
    const refresh = () => {
      api.messages.unread().then(
        (n) => live && setUnreadCount(n),
        () => undefined, // the count is a hint; a failed reading keeps the last one
      );
    };
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    window.addEventListener("focus", refresh);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
    };
  }, []);

  return (
    <NavLink to={INBOX_PATH} className="admin-shell-control admin-inbox-control" aria-label={inboxLabel(unread)} title={inboxLabel(unread)}>
      <svg className="admin-icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M3.5 6.5h17v11a1.5 1.5 0 0 1-1.5 1.5H5a1.5 1.5 0 0 1-1.5-1.5v-11Z" />
        <path d="m3.5 7 8.5 6.5L20.5 7" />
      </svg>
      <span className="admin-inbox-control__text" aria-hidden="true">
        Inbox
      </span>
      {unread ? (
        <span className="admin-inbox-control__badge" aria-hidden="true">
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </NavLink>
  );
}
