import { useState, type ReactNode } from "react";
import { HistoryDialog, type HistoryDialogProps } from "./HistoryDialog.tsx";

/**
 * 'History' beside a part's title, and its dialog. The hook lives in the part's parent, so a
 * restore (which starts the form again) does not close the dialog: `button` goes in the form's
 * header, `dialog` beside the form.
 */
export function useHistory(props: Omit<HistoryDialogProps, "open" | "onClose">): { button: ReactNode; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  return {
    button: (
      <button type="button" className="admin-button admin-button--secondary admin-button--small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        History<span className="visually-hidden"> of ‘{props.title}’</span>
      </button>
    ),
    dialog: open ? <HistoryDialog {...props} open onClose={() => setOpen(false)} /> : null,
  };
}
