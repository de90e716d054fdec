import { CloseIcon } from "../../components/icons.tsx";

/** The band above the form in edit mode: which investment is open, and the way back to create mode. */
export function EditModeBar({ name, onClose }: { name: string; onClose(): void }) {
  return (
    <div className="admin-mode-bar" role="group" aria-label="Edit mode">
      <span className="admin-mode-bar__label">Edit mode</span>
      <span className="admin-mode-bar__name">{name}</span>
      <button type="button" className="admin-icon-button admin-mode-bar__close" aria-label="Close edit mode" title="Close edit mode" onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
