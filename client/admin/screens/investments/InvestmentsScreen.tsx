import { useState } from "react";
import { MESSAGES } from "../../../../shared/constants.ts";
import type { Investment } from "../../../../shared/schemas/investments.ts";
import { api } from "../../api.ts";
import { revisioned } from "../../api-history.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { ListScreen } from "../../components/ListScreen/index.ts";
import { SideList, type SideListItem } from "../../components/SideList/index.ts";
import { useDeletion } from "../../hooks/useDeletion.tsx";
import { useEditMode } from "../../hooks/useEditMode.tsx";
import { useReloadable } from "../../hooks/useReloadable.ts";
import { TrashList } from "../history/TrashList.tsx";
import { InvestmentEditForm, InvestmentForm, investmentFormId } from "./InvestmentForm.tsx";
import { nameOf, sectorLabel } from "./values.ts";

/**
 * Our Investments: the create form, which an edit icon turns into the editor of one investment
 * (read again from the server with its revision and prefilled, with its History), the side list
 * of investments by tab text and the trash. After a create or a save the screen returns to a fresh
 * create form with the list reloaded.
 */
export function InvestmentsScreen({ initial }: { initial: readonly Investment[] }) {
  const list = useReloadable<readonly Investment[]>(initial, api.investments.list);
  const [flash, setFlash] = useState<FlashMessage | null>(null);
  // Read again by the trash after each delete.
  const [deletions, setDeletions] = useState(0);
  const edit = useEditMode<Investment>({
    load: revisioned.investments.get,
    formId: investmentFormId,
    nameOf,
    onLoadFailed: (item, message) => setFlash({ kind: "error", text: `‘${item.label}’ could not be opened: ${message}` }),
  });
  const { mode } = edit;

  const saved = (investment: Investment, created: boolean) => {
    setFlash({
      kind: "success",
      text: created ? `Saved ‘${nameOf(investment)}’: the investment was added.` : `Saved ‘${nameOf(investment)}’.`,
      link: { href: `/our-investments/${investment._id}`, label: "View page" },
    });
    edit.toCreate();
    void list.reload();
  };

  const deletion = useDeletion<SideListItem>({
    warning: "The company card and the company page will be removed from the site. The investment stays in the trash for 30 days, from where it can be restored.",
    nameOf: (item) => item.label,
    remove: (item) => api.investments.remove(item.id),
    onDeleted: async (item) => {
      if (item.id === edit.editingId) edit.toCreate();
      setDeletions((n) => n + 1);
      await list.reload();
    },
    flash: setFlash,
  });

  return (
    <ListScreen
      header={{
        eyebrow: "Portfolio",
        title: "Our Investments",
        intro: "The companies of the portfolio: each has a card on the Our Investments page and its own company page.",
        viewHref: "/our-investments",
      }}
      flash={flash}
      onDismiss={() => setFlash(null)}
      asideLabel="Investments"
      aside={
        <>
          <SideList
            title="Investments"
            description="By tab text, A to Z."
            items={sortedItems(list.data)}
            emptyText={MESSAGES.noInvestmentsAdmin}
            selectedId={edit.editingId}
            busyId={deletion.busy?.id}
            onEdit={edit.edit}
            onDelete={(item) => deletion.ask(item)}
            error={list.error}
          />
          <TrashList type="investment" version={deletions} flash={setFlash} onRestored={() => void list.reload()} />
        </>
      }
    >
      {edit.header}
      {mode.kind === "edit" ? (
        <InvestmentEditForm key={mode.id} investment={mode.record} revision={mode.revision} onSaved={(i) => saved(i, false)} />
      ) : mode.kind === "create" ? (
        <InvestmentForm key={`new-${mode.key}`} investment={null} onSaved={saved} />
      ) : null}
      {deletion.dialog}
      {edit.dialog}
    </ListScreen>
  );
}

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** The side list: investments by tab text, A to Z, with their sector beneath. */
function sortedItems(investments: readonly Investment[]): SideListItem[] {
  return investments
    .map((i) => ({ id: i._id, label: nameOf(i), detail: sectorLabel(i.sector) }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
