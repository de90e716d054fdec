import { PREVIEW_MARKER, PREVIEW_TTL_MINUTES, type PreviewNotice } from "../../shared/preview.ts";
import "./PreviewBanner.css";

/**
 * The fixed band across the foot of a preview page (server/preview-page.ts): says that the page
 * shows unsaved values (or a saved draft, opened by a shared link) and is not published. Everything else on the page is as it would be.
 */
export function PreviewBanner({ notice }: { notice: PreviewNotice }) {
  return (
    <aside className="preview-banner" aria-label="Preview">
      <p className="preview-banner__title">{PREVIEW_MARKER}</p>
      {notice.draft ? (
        <p className="preview-banner__text">
          {notice.isNew ? "Draft of a new item: " : "Draft of "}‘{notice.label}’, opened by a shared preview link that expires 24 hours after it was made. Visitors see none of it until an admin
          publishes the draft.
        </p>
      ) : (
        <p className="preview-banner__text">
          {notice.isNew ? "A new item, not created yet: " : "Unsaved changes to "}‘{notice.label}’. Only you can open this preview, for{" "}
          {PREVIEW_TTL_MINUTES} minutes; nothing is published until you Submit in the editor.
        </p>
      )}
    </aside>
  );
}
