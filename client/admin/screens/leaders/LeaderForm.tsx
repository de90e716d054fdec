import type { Leader, LeaderPatch } from "../../../../shared/schemas/leaders.ts";
import { api } from "../../api.ts";
import { Fieldset, SelectField, TextField } from "../../components/Field/index.ts";
import { FormCard } from "../../components/FormCard/index.ts";
import { useNewDraft } from "../../components/DraftBar/index.ts";
import type { Draft } from "../../../../shared/schemas/drafts.ts";
import { ImageUpload } from "../../components/ImageUpload/index.ts";
import { RichTextEditor } from "../../components/RichTextEditor/index.ts";
import { savedAs, useEditorForm } from "../../hooks/useEditorForm.ts";
import { useTrackedDocument, type TrackedDocument } from "../history/useTrackedDocument.tsx";
import { changedFields, createBody, EMPTY_LEADER, GROUP_OPTIONS, nameOf, valuesOf, type LeaderValues } from "./values.ts";

/** The id of the form for a person (or a new one): names its draft and unsaved state. */
export const leaderFormId = (id: string | null) => `leader:${id ?? "new"}`;

export type LeaderFormProps = {
  /** After a successful create or save; the screen then mounts a fresh create form. */
  onSaved(leader: Leader, created: boolean): void;
  /** The create form saved a new draft (not on the site): the screen opens it. */
  onDraft?(draft: Draft): void;
} & (
  | { leader: null; tracked?: undefined }
  | { leader: Leader; tracked: Pick<TrackedDocument<LeaderValues>, "initial" | "actions" | "notice" | "save" | "draft"> }
);

/**
 * The editor of a stored person: saves carry the revision it was read with, a stale one shows
 * the other version; History lists the versions with Restore.
 */
export function LeaderEditForm({ leader, revision, onSaved, onPublished, onDiscardedNew }: { leader: Leader; revision: string | null; onSaved(leader: Leader): void; onPublished?(): void; onDiscardedNew?(): void }) {
  const doc = useTrackedDocument<LeaderValues>({
    type: "leader",
    docId: leader._id,
    title: nameOf(leader),
    stored: valuesOf(leader),
    revision,
    formId: leaderFormId(leader._id),
    onPublished,
    onDiscardedNew,
    patch: async (values, rev) => {
      const answer = await api.leaders.save(leader._id, values as LeaderPatch, rev);
      return answer.ok ? { ...answer, value: valuesOf(answer.value) } : answer;
    },
  });
  return (
    <>
      <LeaderForm key={doc.key} leader={leader} tracked={doc} onSaved={(saved) => onSaved(saved)} />
      {doc.dialog}
    </>
  );
}

/** Adds a person, or edits the one given (sending only the fields that changed). */
export function LeaderForm({ leader, onSaved, onDraft, tracked }: LeaderFormProps) {
  const newDraft = useNewDraft<LeaderValues>({ type: "leader", label: "a new person", toFields: createBody, onCreated: (d) => onDraft?.(d) });
  const form = useEditorForm<LeaderValues>({
    id: leaderFormId(leader?._id ?? null),
    initial: tracked?.initial ?? (leader ? valuesOf(leader) : EMPTY_LEADER),
    save: async (values, stored) => {
      if (leader === null) {
        const created = await api.leaders.create(createBody(values));
        onSaved(created, true);
        return savedAs(valuesOf(created));
      }
      const outcome = await tracked.save(values, changedFields(values, stored));
      if (outcome.ok) onSaved({ ...leader, ...outcome.value } as Leader, false);
      return outcome;
    },
  });
  const { values, setField } = form;
  const errors = form.state.kind === "error" ? form.state.fields : {};
  type TextKey = Exclude<keyof LeaderValues, "portrait">;
  const text = (field: TextKey) => ({ name: field, value: values[field], error: errors[field], onChange: (v: string) => setField(field, v) });

  return (
    <FormCard
      id="leader-form"
      title={leader ? `Edit ‘${nameOf(leader)}’` : "Add a person"}
      description={
        leader
          ? "Change any field and Submit. A portrait you do not replace stays as it is."
          : "Only the name is required. The person is added at the end of their list; move them with the order below."
      }
      form={form}
      preview={{ type: "leader", id: leader?._id }}
      actions={tracked?.actions}
      notice={tracked?.notice}
      draft={tracked?.draft ?? (leader === null && onDraft ? newDraft : undefined)}
    >
      <Fieldset legend="Person">
        <div className="admin-grid admin-grid--2">
          <TextField label="Name" hint="Shown as the heading of the profile and on the card." required {...text("name")} />
          <TextField label="Role" hint="The title under the name, e.g. Group Chief Financial Officer." {...text("role")} />
          <SelectField
            label="Group"
            hint="Which list of the leadership page shows them. A board member's profile reads 'Leadership > Board of Directors'."
            options={GROUP_OPTIONS}
            {...text("group")}
          />
          <TextField
            label="Address"
            hint={
              leader
                ? "The profile is at /about-us/leadership/ followed by this: lower-case letters a-z, digits and hyphens. The old address then sends visitors to the new one."
                : "The profile will be at /about-us/leadership/ followed by this: lower-case letters a-z, digits and hyphens. Leave empty to make it from the name."
            }
            {...text("slug")}
          />
          <div className="admin-grid__wide">
            <TextField label="Summary" input="lines" hint="One sentence on the card of the leadership page." {...text("summary")} />
          </div>
        </div>
      </Fieldset>

      <Fieldset legend="Portrait">
        <ImageUpload
          label="Portrait"
          preview="card"
          guide={{ maxKB: 120, width: 800, height: 1000 }}
          currentUrl={form.stored.portrait}
          value={values.portrait !== form.stored.portrait ? values.portrait : null}
          error={errors.portrait}
          uploads={form.uploads}
          onChange={(chosen: string | null) => setField("portrait", chosen ?? form.stored.portrait)}
          // The portrait's description is this record's own field, just below.
          describe={false}
        />
        <TextField
          label="Portrait description"
          hint="What the portrait shows, for visitors who cannot see it, e.g. 'Chiamaka Nwankwo-Obi in a grey suit, smiling'."
          {...text("portraitAlt")}
        />
        {values.portrait && !values.portraitAlt.trim() ? (
          <p className="admin-upload__warning">
            The portrait{values.name.trim() ? ` of ${values.name.trim()}` : ""} has no description. Unless the media library describes the image, the page will describe it as “{values.name.trim() || "the person's name"}”.
          </p>
        ) : null}
      </Fieldset>

      <Fieldset legend="Profile">
        <RichTextEditor label="Biography" hint="The text of the profile page." defaultValue={values.biography} error={errors.biography} onChange={(html: string) => setField("biography", html)} />
      </Fieldset>
    </FormCard>
  );
}

/** A person who exists only as a new draft, shaped as a stored one for their editor. */
export const leaderOfDraft = (id: string, fields: Record<string, string>): Leader => ({ ...EMPTY_LEADER, ...fields, _id: id }) as unknown as Leader;
