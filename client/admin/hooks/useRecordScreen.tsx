import { useState } from "react";
import type { FlashMessage } from "../components/Flash/index.ts";
import { SideList, type SideListItem, type SideListProps } from "../components/SideList/index.ts";
import { TrashList, type TrashListProps } from "../screens/history/TrashList.tsx";
import { useDeletion } from "./useDeletion.tsx";
import { useEditMode, type EditModeOptions } from "./useEditMode.tsx";
import { useReloadable } from "./useReloadable.ts";

export interface RecordScreenOptions<T> extends Omit<EditModeOptions<T>, "onLoadFailed"> {
  /** The records the route loader read, and how to read them again. */
  initial: readonly T[];
  list(): Promise<readonly T[]>;
  /** Moves a record to the trash. */
  remove(id: string): Promise<void>;
  /** What deleting one does, said in the question before it. */
  warning: string;
  /** Which trash the screen shows under its list. */
  trash: TrashListProps["type"];
}

/**
 * The state of a list screen of records (News, Our Investments): the list read again after each
 * change, the flash message, the create form an edit icon turns into an editor (useEditMode), the
 * delete question (useDeletion) and the trash, which reads itself again after each delete.
 */
export function useRecordScreen<T>({ initial, list, remove, warning, trash, ...editing }: RecordScreenOptions<T>) {
  const records = useReloadable<readonly T[]>(initial, list);
  const [flash, setFlash] = useState<FlashMessage | null>(null);
  const [deletions, setDeletions] = useState(0);
  const edit = useEditMode<T>({
    ...editing,
    onLoadFailed: (item, message) => setFlash({ kind: "error", text: `‘${item.label}’ could not be opened: ${message}` }),
  });
  const deletion = useDeletion<SideListItem>({
    warning,
    // Deleted news items and investments wait in the trash, restorable.
    restorable: true,
    nameOf: (item) => item.label,
    remove: (item) => remove(item.id),
    onDeleted: async (item) => {
      if (item.id === edit.editingId) edit.toCreate();
      setDeletions((n) => n + 1);
      await records.reload();
    },
    flash: setFlash,
  });

  return {
    records,
    edit,
    deletion,
    /** After a create or a save: the message, a fresh create form, the list read again. */
    saved(message: FlashMessage) {
      setFlash(message);
      edit.toCreate();
      void records.reload();
    },
    /** Shows a message above the screen's content (for the screen's own sections). */
    flash: setFlash,
    /** The ListScreen's flash and its dismissal. */
    flashProps: { flash, onDismiss: () => setFlash(null) },
    /** The aside of the ListScreen: the records (their edit and delete buttons), then the trash. */
    aside: (list: Pick<SideListProps, "title" | "description" | "items" | "emptyText">) => (
      <>
        <SideList
          {...list}
          selectedId={edit.editingId}
          busyId={deletion.busy?.id}
          onEdit={edit.edit}
          onDelete={(item) => deletion.ask(item)}
          error={records.error}
        />
        <TrashList type={trash} version={deletions} flash={setFlash} onRestored={() => void records.reload()} />
      </>
    ),
  };
}
