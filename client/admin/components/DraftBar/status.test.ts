import { describe, expect, it } from "vitest";
import type { Draft } from "../../../../shared/schemas/drafts.ts";
import { draftStatusLines, schedulerWarning } from "./status.ts";

const none = { publishAt: null, unpublishAt: null };
const draft = (over: Partial<Draft> = {}): Draft => ({
  type: "news",
  docId: "0123456789abcdef01234567",
  isNew: false,
  label: "Refinery financing",
  fields: {},
  baseRevision: 2,
  draftRevision: 1,
  createdBy: "amaka",
  updatedBy: "amaka",
  createdAt: "2026-11-27T10:00:00.000Z",
  updatedAt: "2026-11-27T10:00:00.000Z",
  review: { state: "none", comment: "", by: "", at: "" },
  ...over,
});

describe("the state line of an editor form", () => {
  it("says Published without a draft, and which kind of draft otherwise", () => {
    expect(draftStatusLines({ draft: null, schedule: none })).toEqual(["Published"]);
    expect(draftStatusLines({ draft: draft(), schedule: none })).toEqual(["Draft — not live yet"]);
    expect(draftStatusLines({ draft: draft({ isNew: true }), schedule: none })).toEqual(["Draft of a new item — not on the site yet"]);
  });

  it("gives the schedule in Lagos time and the review with its people", () => {
    const lines = draftStatusLines({
      draft: draft({ review: { state: "requested", comment: "", by: "amaka", at: "2026-11-27T11:00:00.000Z" } }),
      schedule: { publishAt: "2026-12-01T08:00:00.000Z", unpublishAt: "2027-01-31T22:30:00.000Z" },
    });
    expect(lines).toEqual([
      "Draft — not live yet",
      "Scheduled to publish on 1 December 2026 at 09:00 (Lagos time)",
      "Scheduled to unpublish on 31 January 2027 at 23:30 (Lagos time)",
      "Review requested by amaka",
    ]);
    const returned = draft({ review: { state: "returned", comment: "Add the loan tenor.", by: "super_admin", at: "2026-11-27T12:00:00.000Z" } });
    expect(draftStatusLines({ draft: returned, schedule: none })).toContain("Sent back by super_admin: Add the loan tenor.");
  });

  it("warns of a late scheduler with its last run in Lagos time", () => {
    expect(schedulerWarning("2026-11-27T13:05:00.000Z")).toBe("The scheduler has not run since 14:05 (Lagos time). Scheduled items publish when the site is next visited.");
    expect(schedulerWarning(null)).toMatch(/^The scheduler has not run yet\./);
  });
});
