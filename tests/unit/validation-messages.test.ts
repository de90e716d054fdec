import { z } from "zod";
import { describe, expect, it } from "vitest";
import { fromZodError, readableIssue } from "../../server/http/errors.ts";
import { newsCreateSchema } from "../../shared/schemas/news.ts";

describe("validation messages staff read", () => {
  it("never start with zod's 'Invalid input:'", () => {
    const r = newsCreateSchema.safeParse({ title: 5, subtitle: "", newsImgUrl: "", gallery: [{ image: 1, alt: null }], extra: true });
    expect(r.success).toBe(false);
    const e = fromZodError(r.error!);
    expect(e.message).not.toMatch(/Invalid input/i);
    for (const message of Object.values(e.fields ?? {})) expect(message).not.toMatch(/Invalid input/i);
    expect(e.fields).toMatchObject({ title: "must be a string", subtitle: "is required", extra: "is not a known field" });
    expect(e.message).toMatch(/^Title must be a string; /);
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
