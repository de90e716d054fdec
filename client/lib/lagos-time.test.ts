import { describe, expect, it } from "vitest";
import { formatLagos, formatLagosTime, lagosInputs, utcFromLagos } from "./lagos-time.ts";

describe("Lagos time in the admin", () => {
  it("reads a date and time on a Lagos clock as the UTC instant one hour earlier", () => {
    expect(utcFromLagos("2026-12-01", "09:00")).toBe("2026-12-01T08:00:00.000Z");
    expect(utcFromLagos("2026-06-15", "13:45")).toBe("2026-06-15T12:45:00.000Z");
  });

  it("crosses midnight and the year backwards when Lagos is past midnight", () => {
    expect(utcFromLagos("2027-01-01", "00:30")).toBe("2026-12-31T23:30:00.000Z");
    expect(utcFromLagos("2028-03-01", "00:00")).toBe("2028-02-29T23:00:00.000Z");
  });

  it("has no daylight saving: the same offset in January and July", () => {
    expect(utcFromLagos("2026-01-15", "12:00")).toBe("2026-01-15T11:00:00.000Z");
    expect(utcFromLagos("2026-07-15", "12:00")).toBe("2026-07-15T11:00:00.000Z");
  });

  it("refuses dates and times that do not exist or are not filled in", () => {
    expect(utcFromLagos("2026-02-31", "09:00")).toBeNull();
    expect(utcFromLagos("2026-12-01", "24:00")).toBeNull();
    expect(utcFromLagos("2026-12-01", "")).toBeNull();
    expect(utcFromLagos("", "09:00")).toBeNull();
    expect(utcFromLagos("1 Dec 2026", "09:00")).toBeNull();
  });

  it("shows a UTC instant on a Lagos clock, whatever the zone it is written in", () => {
    expect(formatLagos("2026-12-01T08:00:00.000Z")).toBe("1 December 2026 at 09:00");
    expect(formatLagos("2026-12-31T23:30:00Z")).toBe("1 January 2027 at 00:30");
    expect(formatLagos("2026-12-01T09:00:00+01:00")).toBe("1 December 2026 at 09:00");
    expect(formatLagosTime("2026-12-01T13:05:00Z")).toBe("14:05");
  });

  it("fills the date and time inputs so that reading them back gives the same instant", () => {
    expect(lagosInputs("2026-12-31T23:30:00.000Z")).toEqual({ date: "2027-01-01", time: "00:30" });
    for (const iso of ["2026-12-01T08:00:00.000Z", "2027-02-28T23:59:00.000Z", "2026-03-29T01:00:00.000Z"]) {
      const { date, time } = lagosInputs(iso);
      expect(utcFromLagos(date, time)).toBe(iso);
    }
  });
});
