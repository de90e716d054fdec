import { useEffect, useId, useRef } from "react";

interface LeaveDialogProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  /** How many forms hold unsaved changes. */
  count: number;
  onConfirm(): void;
  onCancel(): void;
}

/** A modal asking before unsaved changes are thrown away; Escape and 'Stay' keep them. */
export function LeaveDialog({ open, title, confirmLabel, count, onConfirm, onCancel }: LeaveDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="admin-dialog__title">
        {title}
      </h2>
      <p id={textId} className="admin-dialog__text">
        {count > 1 ? `${count} forms on this page hold` : "A form on this page holds"} changes that have not been submitted. If you
        leave now, they will be lost.
      </p>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={onCancel} autoFocus>
          Stay on this page
        </button>
        <button type="button" className="admin-button admin-button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
