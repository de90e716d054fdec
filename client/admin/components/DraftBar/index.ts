export { DraftActions, DraftStatus, draftStatusLines } from "./DraftBar.tsx";
export { useDraft, useNewDraft, type DraftController, type DraftForm, type DraftOptions } from "./useDraft.ts";
export { forgetDraftIndex } from "./draftIndex.ts";
export { recordOrDraft } from "./recordOrDraft.ts";
