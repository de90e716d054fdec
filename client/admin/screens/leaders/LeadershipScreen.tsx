import { useState } from "react";
import type { Leader } from "../../../../shared/schemas/leaders.ts";
import { api } from "../../api.ts";
import { ListScreen } from "../../components/ListScreen/index.ts";
import { useRecordScreen } from "../../hooks/useRecordScreen.tsx";
import { RedirectsList } from "../investments/RedirectsList.tsx";
import { LeaderEditForm, LeaderForm, leaderFormId } from "./LeaderForm.tsx";
import { LeaderOrder } from "./LeaderOrder.tsx";
import { GROUP_LABELS, nameOf } from "./values.ts";

/**
 * About › Leadership: the form that adds a person, which an edit icon turns into the editor of one
 * (read again with its revision, with History), the order of the page's two lists with Move up /
 * Move down, the side list of people with Delete and the trash, and their old addresses.
 */
export function LeadershipScreen({ initial }: { initial: readonly Leader[] }) {
  const screen = useRecordScreen<Leader>({
    initial,
    list: api.leaders.list,
    load: api.leaders.read,
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
  const people = ordered && ordered.from === records.data ? ordered.people : records.data;

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
        items: people.map((p) => ({ id: p._id, label: nameOf(p), detail: `${GROUP_LABELS[p.group]}${p.role ? ` · ${p.role}` : ""}` })),
        emptyText: "No people yet: the leadership page shows no one.",
      })}
    >
      {edit.header}
      {mode.kind === "edit" ? (
        <LeaderEditForm key={mode.id} leader={mode.record} revision={mode.revision} onSaved={(l) => saved(l, false)} />
      ) : mode.kind === "create" ? (
        <LeaderForm key={`new-${mode.key}`} leader={null} onSaved={saved} />
      ) : null}
      <LeaderOrder people={people} onMoved={(next) => setOrdered({ from: records.data, people: next })} flash={screen.flash} />
      <RedirectsList kind="leader" version={saves} flash={screen.flash} />
      {deletion.dialog}
      {edit.dialog}
    </ListScreen>
  );
}
