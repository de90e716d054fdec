import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "../components/ConfirmDialog/index.ts";
import { useFailure } from "./useFailure.ts";
import type { FlashMessage } from "../components/Flash/index.ts";

export interface DeletionOptions<T> {
  /** What the item is called in the question and the confirmation. */
  nameOf(item: T): string;
  /** What deleting means, shown in the confirmation. */
  warning: string;
  /**
   * Whether the deleted item goes to the trash (restorable): the warning says how, and the
   * dialog then does not add "This cannot be undone", which would contradict it.
   */
  restorable?: boolean;
  remove(item: T): Promise<void>;
  /** After a delete went through (e.g. reload the list); must not throw. */
  onDeleted(item: T): void | Promise<void>;
  flash(message: FlashMessage): void;
}

export interface Deletion<T> {
  /** Opens the confirmation for this item. */
  ask(item: T): void;
  /** The item being deleted right now. */
  busy: T | null;
  /** The confirmation dialog, to render once on the screen. */
  dialog: ReactNode;
}

/** Delete with a confirmation first, then 'Deleted …' or the server's error in words. */
export function useDeletion<T>({ nameOf, warning, restorable = false, remove, onDeleted, flash }: DeletionOptions<T>): Deletion<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState<T | null>(null);
  const fail = useFailure();

  const confirm = async () => {
    const item = target;
    setTarget(null);
    if (item === null) return;
    setBusy(item);
    try {
      await remove(item);
      flash({ kind: "success", text: `Deleted ‘${nameOf(item)}’.` });
      await onDeleted(item);
    } catch (error) {
      const message = fail(error);
      if (message) flash({ kind: "error", text: `‘${nameOf(item)}’ could not be deleted: ${message}` });
    } finally {
      setBusy(null);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={target === null ? "Delete?" : `Delete ‘${nameOf(target)}’?`}
      confirmLabel="Delete"
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    >
      <p>{restorable ? warning : `${warning} This cannot be undone.`}</p>
    </ConfirmDialog>
  );

  return { ask: setTarget, busy, dialog };
}
