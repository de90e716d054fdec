import type { Leader, LeaderCreateInput, LeaderGroup } from "../../../../shared/schemas/leaders.ts";

/** What the person form holds: every field an admin writes, as text. */
export type LeaderValues = { [K in keyof LeaderCreateInput]-?: string };

export const EMPTY_LEADER: LeaderValues = {
  name: "",
  slug: "",
  role: "",
  summary: "",
  biography: "",
  portrait: "",
  portraitAlt: "",
  group: "executive",
};

/** The form's values for a stored person. */
export function valuesOf(leader: Leader): LeaderValues {
  const values = { ...EMPTY_LEADER };
  for (const key of Object.keys(values) as (keyof LeaderValues)[]) values[key] = leader[key];
  return values;
}

/** Only the fields that differ from what is stored (the body of a PATCH). */
export function changedFields(values: LeaderValues, stored: LeaderValues): Partial<LeaderValues> {
  const changed: Partial<LeaderValues> = {};
  for (const key of Object.keys(values) as (keyof LeaderValues)[]) if (values[key] !== stored[key]) changed[key] = values[key];
  return changed;
}

/** The body of a create: an empty slug is left out, so the server makes one from the name. */
export function createBody(values: LeaderValues): LeaderCreateInput {
  const { slug, ...rest } = values;
  return { ...rest, ...(slug.trim() ? { slug } : {}) } as LeaderCreateInput;
}

/** Where a person appears on the leadership page, as the page titles the two lists. */
export const GROUP_LABELS: Record<LeaderGroup, string> = { board: "Board of Directors", executive: "Executive management" };
export const GROUP_OPTIONS = [
  { value: "board", label: GROUP_LABELS.board },
  { value: "executive", label: GROUP_LABELS.executive },
] as const;

/** How a person is named in the lists and on buttons. */
export const nameOf = (leader: Pick<Leader, "name">) => leader.name.trim() || "Unnamed person";

/**
 * The whole list after moving one person a step up (-1) or down (+1) within their group (the
 * page shows each group in the stored order); unchanged when they are already at that end.
 */
export function moved(people: readonly Leader[], id: string, step: -1 | 1): Leader[] {
  const list = [...people];
  const from = list.findIndex((p) => p._id === id);
  const person = list[from];
  if (!person) return list;
  let to = from + step;
  while (to >= 0 && to < list.length && list[to]?.group !== person.group) to += step;
  if (to < 0 || to >= list.length) return list;
  [list[from], list[to]] = [list[to] as Leader, person];
  return list;
}
