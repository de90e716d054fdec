/**
 * Lagos time (Africa/Lagos, West Africa Time): UTC+1 all year, no daylight saving. The admin shows
 * stored UTC times in it and takes date + time inputs in it. Showing goes through Intl with the
 * time zone named; reading inputs converts explicitly (one hour back to UTC), so neither depends on
 * the browser's own zone.
 */

export const LAGOS_TIME_ZONE = "Africa/Lagos";
/** WAT is UTC+1 with no daylight saving. */
const LAGOS_OFFSET_MINUTES = 60;

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_INPUT = /^(\d{2}):(\d{2})$/;

/**
 * The UTC instant (ISO 8601, `Z`) of a date (`YYYY-MM-DD`) and time (`HH:MM`) read on a clock in
 * Lagos; null when either is not a real date or time.
 */
export function utcFromLagos(date: string, time: string): string | null {
  const d = DATE_INPUT.exec(date.trim());
  const t = TIME_INPUT.exec(time.trim());
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [number, number, number, number, number];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  // 31 February and the like roll over: refuse them rather than move the date.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return new Date(wall - LAGOS_OFFSET_MINUTES * 60_000).toISOString();
}

/** The values of a date input and a time input showing a UTC instant on a Lagos clock. */
export function lagosInputs(iso: string): { date: string; time: string } {
  const parts = partsOf(iso, { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A datetime-local input's value ('2026-12-01T09:00') read on a Lagos clock, as UTC; null when empty, undefined when not a time. */
export function utcFromLagosInput(value: string): string | null | undefined {
  if (!value.trim()) return null;
  const [date = "", time = ""] = value.split("T");
  return utcFromLagos(date, time.slice(0, 5)) ?? undefined;
}

/** The datetime-local input value showing a UTC instant on a Lagos clock ("" for none). */
export function lagosInputValue(iso: string | null | undefined): string {
  if (!iso) return "";
  const { date, time } = lagosInputs(iso);
  return `${date}T${time}`;
}

/** "1 December 2026 at 09:00": a UTC instant as read in Lagos. */
export function formatLagos(iso: string): string {
  const parts = partsOf(iso, { year: "numeric", month: "long", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${parts.day} ${parts.month} ${parts.year} at ${parts.hour}:${parts.minute}`;
}

/** "09:00": the time of day in Lagos. */
export function formatLagosTime(iso: string): string {
  const parts = partsOf(iso, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return `${parts.hour}:${parts.minute}`;
}

function partsOf(iso: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const format = new Intl.DateTimeFormat("en-GB", { ...options, timeZone: LAGOS_TIME_ZONE });
  return Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
}
