import { useCallback, useEffect, useRef, useState } from "react";
import type { ListQuery } from "../api.ts";
import type { FlashMessage } from "../components/Flash/index.ts";
import { SideList, type SideListItem, type SideListProps } from "../components/SideList/index.ts";
import type { PageTotals } from "../../../shared/schemas/paging.ts";
import { TrashList, type TrashListProps } from "../screens/history/TrashList.tsx";
import { useDeletion } from "./useDeletion.tsx";
import { useEditMode, type EditModeOptions } from "./useEditMode.tsx";
import { useReloadable } from "./useReloadable.ts";
import { useCanPublish } from "../roles.ts";

export interface RecordScreenOptions<T, L extends PageTotals> extends Omit<EditModeOptions<T>, "onLoadFailed"> {
  /** The first page the route loader read, and how to read a page of a search. */
  initial: L;
  list(query: ListQuery): Promise<L>;
  /** Moves a record to the trash. */
  remove(id: string): Promise<void>;
  /** What deleting one does, said in the question before it. */
  warning: string;
  /** Which trash the screen shows under its list. */
  trash: TrashListProps["type"];
}

/**
 * The state of a list screen of records (News, Our Investments): one page of summaries, searched
 * and paged by the server, read again after each change and each page or search; the flash message, the create form an edit icon turns into an editor (useEditMode), the
 * delete question (useDeletion) and the trash, which reads itself again after each delete.
 */
export function useRecordScreen<T, L extends PageTotals>({ initial, list, remove, warning, trash, ...editing }: RecordScreenOptions<T, L>) {
  const [query, setQuery] = useState<ListQuery>({ page: 1, q: "" });
  const records = useReloadable<L>(initial, useCallback(() => list(query), [list, query]));
  const first = useRef(true);
  const { reload } = records;
  useEffect(() => {
    // The loader read page 1 of no search; every later page or search is read here.
    if (first.current) first.current = false;
    else void reload();
  }, [reload]);
  const [flash, setFlash] = useState<FlashMessage | null>(null);
  // Editors neither delete nor restore from the trash into the live site.
  const admin = useCanPublish();
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
          paging={{
            page: records.data.page,
            pages: records.data.pages,
            total: records.data.total,
            query: query.q,
            onPage: (page) => setQuery((q) => ({ ...q, page })),
            onSearch: (q) => setQuery({ page: 1, q }),
          }}
          selectedId={edit.editingId}
          busyId={deletion.busy?.id}
          onEdit={edit.edit}
          onDelete={admin ? (item) => deletion.ask(item) : undefined}
          error={records.error}
        />
        {admin ? <TrashList type={trash} version={deletions} flash={setFlash} onRestored={() => void records.reload()} /> : null}
      </>
    ),
  };
}
