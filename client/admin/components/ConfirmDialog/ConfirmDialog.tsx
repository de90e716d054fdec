import { useEffect, useId, useRef, type ReactNode } from "react";
import "./ConfirmDialog.css";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The label of the button that goes ahead, e.g. 'Delete'. */
  confirmLabel: string;
  /** The label of the button that keeps things as they are (default 'Cancel'). */
  cancelLabel?: string;
  /** 'danger' for destructive actions (the default). */
  tone?: "danger" | "primary";
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal question before an action that cannot be undone (deleting, discarding or leaving
 * unsaved changes). Escape and the cancel button keep things as they are; focus starts on it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = "Cancel",
  tone = "danger",
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // Named, not left to the dialog's first focusable element, so reordering the buttons
      // cannot move the starting point onto the action that cannot be undone.
      cancelRef.current?.focus();
    }
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
      <div id={textId} className="admin-dialog__text">
        {children}
      </div>
      <div className="admin-dialog__actions">
        <button type="button" className="admin-button admin-button--secondary" onClick={onCancel} ref={cancelRef}>
          {cancelLabel}
        </button>
        <button type="button" className={`admin-button admin-button--${tone}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
