import { useEffect } from "react";
import { NavLink } from "react-router";
import { api } from "../../api.ts";
import { DRAFTS_CHANGED, setReviewCount, useReviewCount } from "./reviewCount.ts";
import "../messages/InboxControl.css";

export const REVIEWS_PATH = "/admin/dashboard/reviews";
const REFRESH_MS = 60_000;

/** 'Reviews', or 'Reviews, 2 awaiting review': the accessible name of the control. */
export const reviewsLabel = (n: number | null) => (n ? `Reviews, ${n} awaiting review` : "Reviews");

/**
 * The way to the drafts awaiting review and the schedule, beside the inbox (the side menu keeps
 * its seven items): a tick-in-a-page icon with the count of review requests.
 */
export function ReviewControl() {
  const count = useReviewCount();

  useEffect(() => {
    let live = true;
    const refresh = () => {
      api.drafts.count().then(
        (n) => live && setReviewCount(n.review),
        () => undefined, // a hint: a failed reading keeps the last count
      );
    };
    refresh();
    const timer = window.setInterval(refresh, REFRESH_MS);
    window.addEventListener("focus", refresh);
    window.addEventListener(DRAFTS_CHANGED, refresh);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener("focus", refresh);
      window.removeEventListener(DRAFTS_CHANGED, refresh);
    };
  }, []);

  const label = reviewsLabel(count);
  return (
    <NavLink to={REVIEWS_PATH} className="admin-shell-control admin-review-control" aria-label={label} title={label}>
      <svg className="admin-icon" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M6 3.5h8l4 4V20a.5.5 0 0 1-.5.5h-11A.5.5 0 0 1 6 20V3.5Z" />
        <path d="m9 13.5 2 2 4-4.5" />
      </svg>
      {count ? (
        <span className="admin-inbox-control__badge" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </NavLink>
  );
}
