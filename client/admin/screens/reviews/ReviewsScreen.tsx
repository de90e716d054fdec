import { Link } from "react-router";
import type { DraftSummary } from "../../../../shared/schemas/drafts.ts";
import type { ScheduleList } from "../../../../shared/schemas/schedule.ts";
import { formatLagos } from "../../../lib/lagos-time.ts";
import { schedulerWarning } from "../../components/DraftBar/status.ts";
import { Card } from "../../components/Card/index.ts";
import { ScreenHeader } from "../../components/ScreenHeader/index.ts";
import { editorHref, kindLabel } from "./editorLinks.ts";
import "./ReviewsScreen.css";

export interface ReviewsData {
  drafts: DraftSummary[];
  /** Null when the schedule could not be read. */
  schedule: ScheduleList | null;
}

/** A draft's state in a few words. */
function stateOf(d: DraftSummary): string {
  if (d.review.state === "requested") return `Review requested by ${d.review.by || d.updatedBy}`;
  if (d.review.state === "returned") return `Sent back by ${d.review.by || "an admin"}: ${d.review.comment}`;
  return d.isNew ? "Draft of a new item — not on the site yet" : "Draft — not live yet";
}

/**
 * Reviews: the drafts editors asked an admin to publish, what is scheduled (in Lagos time), every
 * other draft, and a warning when the scheduler has fallen behind. Each line opens its editor,
 * where the draft is published, sent back or scheduled.
 */
export function ReviewsScreen({ data }: { data: ReviewsData }) {
  const requested = data.drafts.filter((d) => d.review.state === "requested");
  const others = data.drafts.filter((d) => d.review.state !== "requested");
  const scheduler = data.schedule?.scheduler;
  return (
    <div className="admin-screen">
      <ScreenHeader
        eyebrow="Content"
        title="Reviews and schedule"
        intro="Drafts waiting for an admin, what is due to go live or come off the site, and every draft in progress. Times are Lagos time (WAT)."
      />
      {scheduler?.late ? (
        <p className="admin-notice admin-reviews__warning" role="alert">
          {schedulerWarning(scheduler.lastRunAt)}
        </p>
      ) : null}
      <div className="admin-stack">
        <Card titleId="reviews-requested" title="Awaiting review" description="Open a draft to publish it or send it back with a comment.">
          <DraftList drafts={requested} empty="No draft is waiting for review." />
        </Card>
        <Card titleId="reviews-scheduled" title="Scheduled" description="Soonest first. Each one happens once, at its time, whichever server is running.">
          {data.schedule === null ? (
            <p className="admin-reviews__empty">The schedule could not be read. Reload the page to try again.</p>
          ) : data.schedule.items.length === 0 ? (
            <p className="admin-reviews__empty">Nothing is scheduled.</p>
          ) : (
            <ul role="list" className="admin-reviews__list">
              {[...data.schedule.items]
                .sort((a, b) => a.runAt.localeCompare(b.runAt))
                .map((item) => (
                  <li key={`${item.docId}-${item.action}`} className="admin-reviews__item">
                    <Link to={editorHref(item.type, item.docId)} className="admin-reviews__link">
                      {item.label}
                    </Link>
                    <span className="admin-reviews__meta">
                      {kindLabel(item.type)} · {item.action === "publish" ? "Publishes" : "Unpublishes"} on {formatLagos(item.runAt)} (Lagos time)
                    </span>
                  </li>
                ))}
            </ul>
          )}
        </Card>
        <Card titleId="reviews-drafts" title="Other drafts" description="Saved but not live, newest first.">
          <DraftList drafts={others} empty="No other drafts." />
        </Card>
      </div>
    </div>
  );
}

function DraftList({ drafts, empty }: { drafts: DraftSummary[]; empty: string }) {
  if (drafts.length === 0) return <p className="admin-reviews__empty">{empty}</p>;
  return (
    <ul role="list" className="admin-reviews__list">
      {drafts.map((d) => (
        <li key={d.docId} className="admin-reviews__item">
          <Link to={editorHref(d.type, d.docId)} className="admin-reviews__link">
            {d.label}
          </Link>
          <span className="admin-reviews__meta">
            {kindLabel(d.type)} · {stateOf(d)} · saved by {d.updatedBy} on {formatLagos(d.updatedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}
