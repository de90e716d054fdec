import { useState } from "react";
import { Link } from "react-router";
import { MESSAGES } from "../../../../shared/constants.ts";
import type { Investment, InvestmentPage, InvestmentSummary } from "../../../../shared/schemas/investments.ts";
import { api } from "../../api.ts";
import { ListScreen } from "../../components/ListScreen/index.ts";
import type { SideListItem } from "../../components/SideList/index.ts";
import { useRecordScreen } from "../../hooks/useRecordScreen.tsx";
import { recordOrDraft } from "../../components/DraftBar/index.ts";
import type { Draft } from "../../../../shared/schemas/drafts.ts";
import { InvestmentEditForm, InvestmentForm, investmentFormId, investmentOfDraft } from "./InvestmentForm.tsx";
import { RedirectsList } from "./RedirectsList.tsx";
import { nameOf, sectorLabel } from "./values.ts";

/**
 * Our Investments: the create form, which an edit icon turns into the editor of one investment
 * (read again from the server with its revision and prefilled, with its History), the side list
 * of investments by tab text and the trash, and the old addresses of companies whose Address
 * changed. After a create or a save the screen returns to a fresh create form with the list reloaded.
 */
export function InvestmentsScreen({ initial }: { initial: InvestmentPage }) {
  const screen = useRecordScreen<Investment, InvestmentPage>({
    initial,
    list: api.investments.page,
    load: (id) => recordOrDraft("investment", id, api.investments.read, investmentOfDraft),
    formId: investmentFormId,
    nameOf,
    remove: (id) => api.investments.remove(id),
    warning: "The company card and the company page will be removed from the site. The investment stays in the trash for 30 days, from where it can be restored.",
    trash: "investment",
  });
  const { edit, deletion } = screen;
  const { mode } = edit;
  // Read the old addresses again after each save: a changed Address adds one.
  const [saves, setSaves] = useState(0);

  const drafted = (draft: Draft) => {
    const name = draft.fields.tabText || "the new company";
    screen.flash({ kind: "success", text: `Saved a draft of ‘${name}’. It is not on the site yet.` });
    edit.open({ id: draft.docId, label: name });
  };
  const discardedNew = () => {
    edit.toCreate();
    screen.flash({ kind: "success", text: "Draft discarded. The company was never on the site." });
  };
  const saved = (investment: Investment, created: boolean) => {
    setSaves((n) => n + 1);
    screen.saved({
      kind: "success",
      text: created ? `Saved ‘${nameOf(investment)}’: the investment was added.` : `Saved ‘${nameOf(investment)}’.`,
      link: { href: `/our-investments/${investment.slug}`, label: "View page" },
    });
  };

  return (
    <ListScreen
      header={{
        eyebrow: "Portfolio",
        title: "Our Investments",
        intro: "The companies of the portfolio: each has a card on the Our Investments page and its own company page.",
        viewHref: "/our-investments",
        actions: (
          <Link className="admin-button admin-button--secondary" to="/admin/dashboard/our-investments/sectors">
            Sectors
          </Link>
        ),
      }}
      {...screen.flashProps}
      asideLabel="Investments"
      aside={screen.aside({
        title: "Investments",
        description: "By tab text, in the order they were added.",
        items: listItems(screen.records.data.investments),
        emptyText: MESSAGES.noInvestmentsAdmin,
      })}
    >
      {edit.header}
      {mode.kind === "edit" ? (
        <InvestmentEditForm key={mode.id} investment={mode.record} revision={mode.revision} onSaved={(i) => saved(i, false)} onPublished={() => void screen.records.reload()} onDiscardedNew={discardedNew} />
      ) : mode.kind === "create" ? (
        <InvestmentForm key={`new-${mode.key}`} investment={null} onSaved={saved} onDraft={drafted} />
      ) : null}
      <RedirectsList version={saves} flash={screen.flash} />
      {deletion.dialog}
      {edit.dialog}
    </ListScreen>
  );
}

/** The side list: investments by tab text, with their sector beneath. */
function listItems(investments: readonly InvestmentSummary[]): SideListItem[] {
  return investments.map((i) => ({ id: i._id, label: nameOf(i), detail: sectorLabel(i.sector) }));
}
