import { useState } from "react";
import type { Leader } from "../../../../shared/schemas/leaders.ts";
import type { PageTotals } from "../../../../shared/schemas/paging.ts";
import { api, type ListQuery } from "../../api.ts";
import { ListScreen } from "../../components/ListScreen/index.ts";
import { useRecordScreen } from "../../hooks/useRecordScreen.tsx";
import { RedirectsList } from "../investments/RedirectsList.tsx";
import { recordOrDraft } from "../../components/DraftBar/index.ts";
import type { Draft } from "../../../../shared/schemas/drafts.ts";
import { LeaderEditForm, LeaderForm, leaderFormId, leaderOfDraft } from "./LeaderForm.tsx";
import { LeaderOrder } from "./LeaderOrder.tsx";
import { GROUP_LABELS, nameOf } from "./values.ts";

/**
 * About › Leadership: the form that adds a person, which an edit icon turns into the editor of one
 * (read again with its revision, with History), the order of the page's two lists with Move up /
 * Move down, the side list of people with Delete and the trash, and their old addresses.
 */
export function LeadershipScreen({ initial }: { initial: readonly Leader[] }) {
  const screen = useRecordScreen<Leader, PeoplePage>({
    initial: pageOf(initial, { page: 1, q: "" }),
    list: async (query) => pageOf(await api.leaders.list(), query),
    load: (id) => recordOrDraft("leader", id, api.leaders.read, leaderOfDraft),
    formId: leaderFormId,
    nameOf,
    remove: (id) => api.leaders.remove(id),
    warning: "Their card and profile page will be removed from the site. The person stays in the trash for 30 days, from where they can be restored.",
    trash: "leader",
  });
  const { edit, deletion, records } = screen;
  const { mode } = edit;
  const [saves, setSaves] = useState(0);
  // The order as last answered by a move (the list reloads after saves and deletes as well).
  const [ordered, setOrdered] = useState<{ from: readonly Leader[]; people: readonly Leader[] } | null>(null);
  const people = ordered && ordered.from === records.data.all ? ordered.people : records.data.all;

  const drafted = (draft: Draft) => {
    const name = draft.fields.name || "the new person";
    screen.flash({ kind: "success", text: `Saved a draft of ‘${name}’. They are not on the site yet.` });
    edit.open({ id: draft.docId, label: name });
  };
  const discardedNew = () => {
    edit.toCreate();
    screen.flash({ kind: "success", text: "Draft discarded. They were never on the site." });
  };
  const saved = (leader: Leader, created: boolean) => {
    setSaves((n) => n + 1);
    screen.saved({
      kind: "success",
      text: created ? `Saved ‘${nameOf(leader)}’: the person was added.` : `Saved ‘${nameOf(leader)}’.`,
      link: { href: `/about-us/leadership/${leader.slug}`, label: "View page" },
    });
  };

  return (
    <ListScreen
      header={{
        eyebrow: "About",
        title: "Leadership",
        intro: "The board and the executive team: each person has a card on the leadership page and a profile of their own.",
        viewHref: "/about-us/leadership",
      }}
      {...screen.flashProps}
      asideLabel="People"
      aside={screen.aside({
        title: "People",
        description: "In the order of the page.",
        items: (ordered && ordered.from === records.data.all ? records.data.shown.map((p) => people.find((q) => q._id === p._id) ?? p) : records.data.shown).map((p) => ({ id: p._id, label: nameOf(p), detail: `${GROUP_LABELS[p.group]}${p.role ? ` · ${p.role}` : ""}` })),
        emptyText: "No people yet: the leadership page shows no one.",
      })}
    >
      {edit.header}
      {mode.kind === "edit" ? (
        <LeaderEditForm key={mode.id} leader={mode.record} revision={mode.revision} onSaved={(l) => saved(l, false)} onPublished={() => void screen.records.reload()} onDiscardedNew={discardedNew} />
      ) : mode.kind === "create" ? (
        <LeaderForm key={`new-${mode.key}`} leader={null} onSaved={saved} onDraft={drafted} />
      ) : null}
      <LeaderOrder people={people} onMoved={(next) => setOrdered({ from: records.data.all, people: next })} flash={screen.flash} />
      <RedirectsList kind="leader" version={saves} flash={screen.flash} />
      {deletion.dialog}
      {edit.dialog}
    </ListScreen>
  );
}

/** People a page of the side list shows; a leadership team is small, so it is read whole and searched here. */
const PEOPLE_PAGE = 50;

/** The side list's page of the people whose name or role contains the search, and every person (for the order panel). */
interface PeoplePage extends PageTotals {
  all: readonly Leader[];
  shown: readonly Leader[];
}

function pageOf(all: readonly Leader[], query: ListQuery): PeoplePage {
  const q = query.q.trim().toLowerCase();
  const found = q ? all.filter((p) => p.name.toLowerCase().includes(q) || p.role.toLowerCase().includes(q)) : all;
  const pages = Math.max(1, Math.ceil(found.length / PEOPLE_PAGE));
  const page = Math.min(Math.max(1, query.page), pages);
  return { all, shown: found.slice((page - 1) * PEOPLE_PAGE, page * PEOPLE_PAGE), page, limit: PEOPLE_PAGE, total: found.length, pages };
}
