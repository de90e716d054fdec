import { ApiError, api, type Revisioned } from "../../api.ts";
import type { NewDraftType } from "../../../../shared/schemas/drafts.ts";

/**
 * Reads a record for its editor; a record that exists only as a new draft (not on the site yet)
 * is read from its draft, `fromDraft` turning the draft's fields into the record's shape. Its
 * revision is null: it has none until it is published.
 */
export async function recordOrDraft<T>(type: NewDraftType, id: string, read: (id: string) => Promise<Revisioned<T>>, fromDraft: (id: string, fields: Record<string, string>) => T): Promise<Revisioned<T>> {
  try {
    return await read(id);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 404) throw error;
    const draft = await api.drafts.read(type, id);
    if (!draft) throw error;
    return { value: fromDraft(id, draft.draft.fields), revision: null };
  }
}
