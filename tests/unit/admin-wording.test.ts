import { z } from "zod";
import { describe, expect, it } from "vitest";
import { fromZodError, readableIssue } from "../../server/http/errors.ts";
import { newsCreateSchema } from "../../shared/schemas/news.ts";
import { inboxHeadline } from "../../shared/schemas/messages.ts";
import { lagosTime } from "../../server/services/inbox.ts";

describe("validation messages staff read", () => {
  it("never start with zod's 'Invalid input:'", () => {
    const r = newsCreateSchema.safeParse({ title: 5, subtitle: "", newsImgUrl: "", gallery: [{ image: 1, alt: null }], extra: true });
    expect(r.success).toBe(false);
    const e = fromZodError(r.error!);
    expect(e.message).not.toMatch(/Invalid input/i);
    for (const message of Object.values(e.fields ?? {})) expect(message).not.toMatch(/Invalid input/i);
    expect(e.fields).toMatchObject({ title: "must be a string", subtitle: "is required", extra: "is not a known field" });
    expect(e.message).toMatch(/^title must be a string; /);
  });

  it("words zod's default messages as the rule", () => {
    expect(readableIssue("Invalid input: expected string, received number")).toBe("must be a string, not number");
    expect(readableIssue("Invalid input: expected array, received string")).toBe("must be an array, not string");
    expect(readableIssue("Invalid input")).toBe("is not valid");
    expect(readableIssue("must be unique")).toBe("must be unique");
    const bare = z.object({ n: z.number() }).safeParse({ n: "x" });
    expect(fromZodError(bare.error!).fields).toEqual({ n: "must be a number, not string" });
  });
});

describe("the inbox headline", () => {
  const base = { name: "Ada Obi", email: "ada@example.com", message: "We would like to discuss a partnership on the Lekki housing scheme next month." };
  it("is the sender and the first eight words when the subject is the form's fixed one (or none)", () => {
    expect(inboxHeadline({ ...base, subject: "R28 Contact Form Submission" })).toBe("Ada Obi: We would like to discuss a partnership on…");
    expect(inboxHeadline({ ...base, subject: "" })).toBe("Ada Obi: We would like to discuss a partnership on…");
    expect(inboxHeadline({ ...base, name: "", subject: "", message: "Short note" })).toBe("ada@example.com: Short note");
    expect(inboxHeadline({ name: "", email: "", subject: "", message: "" })).toBe("Anonymous sender");
  });
  it("keeps a subject of the message's own", () => {
    expect(inboxHeadline({ ...base, subject: "Investment enquiry" })).toBe("Investment enquiry");
  });
});

describe("the inbox export's times", () => {
  it("are Lagos wall-clock time (UTC+1, no daylight saving)", () => {
    expect(lagosTime("2026-11-27T23:30:05.000Z")).toBe("2026-11-28 00:30:05");
    expect(lagosTime("2026-06-01T08:00:00.000Z")).toBe("2026-06-01 09:00:00");
  });
});
