import { ConfirmDialog } from "./ConfirmDialog.tsx";

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
export function LeaveDialog({ count, ...props }: LeaveDialogProps) {
  return (
    <ConfirmDialog {...props} cancelLabel="Stay on this page">
      <p>
        {count > 1 ? `${count} forms on this page hold` : "A form on this page holds"} changes that have not been submitted. If you
        leave now, they will be lost.
      </p>
    </ConfirmDialog>
  );
}
