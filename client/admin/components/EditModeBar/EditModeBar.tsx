import { CloseIcon } from "../Icon/index.ts";
import { IconButton } from "../IconButton/index.ts";
import "./EditModeBar.css";

/** The band above the form in edit mode: which record is open, and the way back to create mode. */
export function EditModeBar({ name, onClose }: { name: string; onClose(): void }) {
  return (
    <div className="admin-mode-bar" role="group" aria-label="Edit mode">
      <span className="admin-caption admin-mode-bar__label">Edit mode</span>
      <span className="admin-mode-bar__name">{name}</span>
      <IconButton label="Close edit mode" icon={<CloseIcon />} tone="inverse" className="admin-mode-bar__close" onClick={onClose} />
    </div>
  );
}
