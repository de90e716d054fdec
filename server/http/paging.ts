import type { Response } from "express";
import type { PageTotals } from "../../shared/schemas/paging.ts";

/** The totals of a paged list answer as headers too (as WordPress's REST API names them, without its prefix). */
export function setPageHeaders(res: Response, totals: PageTotals): void {
  res.set("X-Total-Count", String(totals.total));
  res.set("X-Total-Pages", String(totals.pages));
}
