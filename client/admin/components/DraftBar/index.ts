export { DraftActions, DraftStatus, draftStatusLines } from "./DraftBar.tsx";
export { useDraft, type DraftController, type DraftForm, type DraftOptions } from "./useDraft.ts";
export { forgetDraftIndex } from "./draftIndex.ts";
