export { DraftActions, DraftStatus } from "./DraftBar.tsx";
export { draftStatusLines, schedulerWarning } from "./status.ts";
export { useDraft, useNewDraft, type DraftController, type DraftForm, type DraftOptions } from "./useDraft.ts";
export { forgetDraftIndex } from "./draftIndex.ts";
export { recordOrDraft } from "./recordOrDraft.ts";
