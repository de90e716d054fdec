import { useState } from "react";
import { HistoryDialog, type HistoryDialogProps } from "./HistoryDialog.tsx";

/** 'History' beside a part's title, opening its history (versions, changes, restore). */
export function HistoryButton(props: Omit<HistoryDialogProps, "open" | "onClose">) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="admin-button admin-button--secondary admin-button--small" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        History<span className="visually-hidden"> of ‘{props.title}’</span>
      </button>
      {open ? <HistoryDialog {...props} open onClose={() => setOpen(false)} /> : null}
    </>
  );
}
