import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { useAdmin } from "../AdminProvider.tsx";
import type { Revisioned } from "../api.ts";
import { ConfirmDialog } from "../components/ConfirmDialog/index.ts";
import { EditModeBar } from "../components/EditModeBar/index.ts";
import { SpinnerIcon } from "../components/Icon/index.ts";
import type { SideListItem } from "../components/SideList/index.ts";
import { useFailure } from "./useFailure.ts";

/** Create mode (a fresh form per `key`), a record being read, or one being edited from its revision. */
export type EditMode<T> = { kind: "create"; key: number } | { kind: "loading"; id: string; name: string } | { kind: "edit"; id: string; record: T; revision: string | null };

/** `?edit=<id>` opens that record when the screen opens (links from the Reviews screen). */
export const EDIT_PARAM = "edit";

export interface EditModeOptions<T> {
  /** Reads the record again, with the revision its saves will start from. */
  load(id: string): Promise<Revisioned<T>>;
  /** The id of the record's form (null: the create form), as the unsaved-changes register knows it. */
  formId(id: string | null): string;
  /** What the edit-mode band calls a record. */
  nameOf(record: T): string;
  /** The record could not be read; the screen is back in create mode. */
  onLoadFailed(item: SideListItem, message: string): void;
}

export interface EditModeState<T> {
  mode: EditMode<T>;
  /** The record open or being read. */
  editingId: string | null;
  /** Opens a record of the side list (asking first when the form holds unsaved changes). */
  edit(item: SideListItem): void;
  /** Back to a fresh create form (asking first when the form holds unsaved changes). */
  close(): void;
  /** Back to a fresh create form at once (after a save, or when the open record was deleted). */
  toCreate(): void;
  /** Opens a record at once, without asking (a new draft just saved from the create form). */
  open(item: SideListItem): void;
  /** Above the form: the edit-mode band with its close icon, and 'Loading ‘…’…' while a record is read. */
  header: ReactNode;
  /** 'Discard unsaved changes?', to render once on the screen. */
  dialog: ReactNode;
}

/**
 * The create form of a list screen, which an edit icon turns into the editor of one record (read
 * again from the server with its revision, then prefilled), as News and Our Investments do.
 */
export function useEditMode<T>({ load, formId, nameOf, onLoadFailed }: EditModeOptions<T>): EditModeState<T> {
  const { dirtyForms } = useAdmin();
  const fail = useFailure();
  const [params] = useSearchParams();
  const asked = params.get(EDIT_PARAM);
  const [mode, setMode] = useState<EditMode<T>>(() => (asked ? { kind: "loading", id: asked, name: "the item" } : { kind: "create", key: 0 }));
  // A switch of mode waiting for 'Discard changes' because the form holds unsaved changes.
  const [pendingSwitch, setPendingSwitch] = useState<(() => void) | null>(null);
  // Only the answer to the latest edit click may fill the form.
  const latestLoad = useRef(0);
  const createKey = useRef(0);

  const editingId = mode.kind === "create" ? null : mode.id;
  const formDirty = mode.kind !== "loading" && dirtyForms.has(formId(editingId));

  const toCreate = () => {
    latestLoad.current++;
    setMode({ kind: "create", key: ++createKey.current });
  };

  const guard = (action: () => void) => {
    if (formDirty) setPendingSwitch(() => action);
    else action();
  };

  const startEdit = async (item: SideListItem) => {
    setMode({ kind: "loading", id: item.id, name: item.label });
    await loadInto(item);
  };

  const loadInto = async (item: SideListItem) => {
    const attempt = ++latestLoad.current;
    try {
      const answer = await load(item.id);
      if (attempt === latestLoad.current) setMode({ kind: "edit", id: item.id, record: answer.value, revision: answer.revision });
    } catch (error) {
      if (attempt !== latestLoad.current) return;
      toCreate();
      const message = fail(error);
      if (message) onLoadFailed(item, message);
    }
  };

  useEffect(() => {
    if (asked) void loadInto({ id: asked, label: "the item" });
    // Only the address's own request opens a record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);

  return {
    mode,
    editingId,
    open: (item) => void startEdit(item),
    edit: (item) => guard(() => void startEdit(item)),
    close: () => guard(toCreate),
    toCreate,
    header:
      mode.kind === "create" ? null : (
        <>
          <EditModeBar name={mode.kind === "edit" ? nameOf(mode.record) : mode.name} onClose={() => guard(toCreate)} />
          {mode.kind === "loading" ? (
            <div className="admin-card admin-loading-card" aria-busy="true">
              <SpinnerIcon />
              <p role="status">Loading ‘{mode.name}’…</p>
            </div>
          ) : null}
        </>
      ),
    dialog: (
      <ConfirmDialog
        open={pendingSwitch !== null}
        title="Discard unsaved changes?"
        confirmLabel="Discard changes"
        onCancel={() => setPendingSwitch(null)}
        onConfirm={() => {
          const action = pendingSwitch;
          setPendingSwitch(null);
          action?.();
        }}
      >
        <p>The form holds changes that have not been submitted. If you continue, they will be lost.</p>
      </ConfirmDialog>
    ),
  };
}
