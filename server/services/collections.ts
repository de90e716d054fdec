// Every collection kind's implementation, by its declared type (shared/schemas/collections.ts):
// history, restore, the trash and previews reach a record through this table, never by name.
import type { CollectionType } from "../../shared/schemas/collections.ts";
import type { Collection } from "./collection.ts";
import { INVESTMENTS } from "./investments.ts";
import { LEADERS } from "./leaders.ts";

export const COLLECTIONS: { readonly [K in CollectionType]: Collection<{ _id: string; slug: string }> } = {
  investment: INVESTMENTS,
  leader: LEADERS,
};
