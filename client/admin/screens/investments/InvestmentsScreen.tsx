import { useRef, useState } from "react";
import { MESSAGES } from "../../../../shared/constants.ts";
import type { Investment } from "../../../../shared/schemas/investments.ts";
import { useAdmin } from "../../AdminProvider.tsx";
import { api } from "../../api.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog/index.ts";
import type { FlashMessage } from "../../components/Flash/index.ts";
import { SpinnerIcon } from "../../components/Icon/index.ts";
import { ListScreen } from "../../components/ListScreen/index.ts";
import { SideList, type SideListItem } from "../../components/SideList/index.ts";
import { useDeletion } from "../../hooks/useDeletion.tsx";
import { useFailure } from "../../hooks/useFailure.ts";
import { useReloadable } from "../../hooks/useReloadable.ts";
import { EditModeBar } from "./EditModeBar.tsx";
import { InvestmentForm, investmentFormId } from "./InvestmentForm.tsx";
import { nameOf, sectorLabel } from "./values.ts";
import "./InvestmentsScreen.css";

/** Create mode (a fresh form per `key`), an investment being read, or one being edited. */
type Mode = { kind: "create"; key: number } | { kind: "loading"; id: string; name: string } | { kind: "edit"; investment: Investment };

/**
 * Our Investments: the create form, which an edit icon turns into the editor of one investment
 * (read again from the server and prefilled), and the side list of investments by tab text.
 * After a create or a save the screen returns to a fresh create form with the list reloaded.
 */
export function InvestmentsScreen({ initial }: { initial: readonly Investment[] }) {
  const { dirtyForms } = useAdmin();
  const fail = useFailure();
  const list = useReloadable<readonly Investment[]>(initial, api.investments.list);
  const [mode, setMode] = useState<Mode>({ kind: "create", key: 0 });
  const [flash, setFlash] = useState<FlashMessage | null>(null);
  // A switch of mode waiting for 'Discard changes' because the form holds unsaved changes.
  const [pendingSwitch, setPendingSwitch] = useState<(() => void) | null>(null);
  // Only the answer to the latest edit click may fill the form.
  const latestLoad = useRef(0);
  const createKey = useRef(0);

  const editingId = mode.kind === "edit" ? mode.investment._id : mode.kind === "loading" ? mode.id : null;
  const formDirty = mode.kind !== "loading" && dirtyForms.has(investmentFormId(editingId));

  const toCreate = () => {
    latestLoad.current++;
    setMode({ kind: "create", key: ++createKey.current });
  };

  const guard = (action: () => void) => {
    if (formDirty) setPendingSwitch(() => action);
    else action();
  };

  const startEdit = async (item: SideListItem) => {
    const load = ++latestLoad.current;
    setMode({ kind: "loading", id: item.id, name: item.label });
    try {
      const investment = await api.investments.get(item.id);
      if (load === latestLoad.current) setMode({ kind: "edit", investment });
    } catch (error) {
      if (load !== latestLoad.current) return;
      toCreate();
      const message = fail(error);
      if (message) setFlash({ kind: "error", text: `‘${item.label}’ could not be opened: ${message}` });
    }
  };

  const saved = (investment: Investment, created: boolean) => {
    setFlash({
      kind: "success",
      text: created ? `Saved ‘${nameOf(investment)}’: the investment was added.` : `Saved ‘${nameOf(investment)}’.`,
      link: { href: `/our-investments/${investment._id}`, label: "View page" },
    });
    toCreate();
    void list.reload();
  };

  const deletion = useDeletion<SideListItem>({
    warning: "The company card and the company page will be removed from the site.",
    nameOf: (item) => item.label,
    remove: (item) => api.investments.remove(item.id),
    onDeleted: async (item) => {
      if (item.id === editingId) toCreate();
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
        <SideList
          title="Investments"
          description="By tab text, A to Z."
          items={sortedItems(list.data)}
          emptyText={MESSAGES.noInvestmentsAdmin}
          selectedId={editingId}
          busyId={deletion.busy?.id}
          onEdit={(item) => guard(() => void startEdit(item))}
          onDelete={(item) => deletion.ask(item)}
          error={list.error}
        />
      }
    >
      {mode.kind === "create" ? null : (
        <EditModeBar name={mode.kind === "edit" ? nameOf(mode.investment) : mode.name} onClose={() => guard(toCreate)} />
      )}
      {mode.kind === "loading" ? (
        <div className="admin-card admin-loading-card" aria-busy="true">
          <SpinnerIcon />
          <p role="status">Loading ‘{mode.name}’…</p>
        </div>
      ) : (
        <InvestmentForm
          key={mode.kind === "edit" ? mode.investment._id : `new-${mode.key}`}
          investment={mode.kind === "edit" ? mode.investment : null}
          onSaved={saved}
        />
      )}
      {deletion.dialog}
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
