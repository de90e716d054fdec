import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog/index.ts";
import type { Investment, InvestmentPatch } from "../../../../shared/schemas/investments.ts";
import { fallbackImagesFor } from "../../../../shared/content/companies.ts";
import { api } from "../../api.ts";
import { Fieldset, SelectField, TextField } from "../../components/Field/index.ts";
import { FormCard } from "../../components/FormCard/index.ts";
import { useNewDraft } from "../../components/DraftBar/index.ts";
import type { Draft } from "../../../../shared/schemas/drafts.ts";
import { ImageUpload } from "../../components/ImageUpload/index.ts";
import { RichTextEditor } from "../../components/RichTextEditor/index.ts";
import { IMAGE_GUIDES } from "../../editors.ts";
import { FormError, savedAs, useEditorForm } from "../../hooks/useEditorForm.ts";
import { useTrackedDocument, type TrackedDocument } from "../history/useTrackedDocument.tsx";
import { changedFields, createBody, EMPTY_INVESTMENT, HOME_CARD_OPTIONS, nameOf, sectorOptionsFor, valuesOf, type InvestmentValues } from "./values.ts";

/** The id of the form for an investment (or a new one): names its draft and unsaved state. */
export const investmentFormId = (id: string | null) => `investment:${id ?? "new"}`;

export type InvestmentFormProps = {
  /** After a successful create or save; the screen then mounts a fresh create form. */
  onSaved(investment: Investment, created: boolean): void;
  /** The create form saved a new draft (not on the site): the screen opens it. */
  onDraft?(draft: Draft): void;
} & (
  | {
      investment: null;
      tracked?: undefined;
    }
  | {
      /** The investment being edited. */
      investment: Investment;
      /** Its document: the values to start from, History, the stale-save panel, the save. */
      tracked: Pick<TrackedDocument<InvestmentValues>, "initial" | "actions" | "notice" | "save" | "draft">;
    }
);

/**
 * The editor of a stored investment: its saves carry the revision it was read with, a stale one
 * shows the other version; History lists its versions with Restore. It keeps its id and address.
 */
export function InvestmentEditForm({ investment, revision, onSaved, onPublished, onDiscardedNew }: { investment: Investment; revision: string | null; onSaved(investment: Investment): void; onPublished?(): void; onDiscardedNew?(): void }) {
  const doc = useTrackedDocument<InvestmentValues>({
    type: "investment",
    docId: investment._id,
    title: nameOf(investment),
    stored: valuesOf(investment),
    revision,
    formId: investmentFormId(investment._id),
    onPublished,
    onDiscardedNew,
    patch: async (values, rev) => {
      const answer = await api.investments.save(investment._id, values as InvestmentPatch, rev);
      return answer.ok ? { ...answer, value: valuesOf(answer.value) } : answer;
    },
  });
  return (
    <>
      <InvestmentForm key={doc.key} investment={investment} tracked={doc} onSaved={(saved) => onSaved(saved)} />
      {doc.dialog}
    </>
  );
}

/**
 * The investment editor: creates an investment, or edits the one given (sending only the fields
 * that changed). The screen gives each investment, and each new one, its own mounted form.
 */
export function InvestmentForm({ investment, onSaved, onDraft, tracked }: InvestmentFormProps) {
  const newDraft = useNewDraft<InvestmentValues>({ type: "investment", label: "a new company", toFields: createBody, onCreated: (d) => onDraft?.(d) });
  // Adding a company whose tab text another already has (any case) asks first: companies may
  // share a name, but more often it is the same company added twice.
  const [sameName, setSameName] = useState<{ name: string; answer(go: boolean): void } | null>(null);
  const confirmSameName = (name: string) => new Promise<boolean>((resolve) => setSameName({ name, answer: (go) => (setSameName(null), resolve(go)) }));
  const form = useEditorForm<InvestmentValues>({
    id: investmentFormId(investment?._id ?? null),
    initial: tracked?.initial ?? (investment ? valuesOf(investment) : EMPTY_INVESTMENT),
    save: async (values, stored) => {
      if (investment === null) {
        // The list is paged: the stored names are searched (by the typed text) rather than read off it.
        const typed = values.tabText.trim().toLowerCase();
        const found = typed ? await api.investments.page({ page: 1, q: values.tabText }) : null;
        const same = found?.investments.find((i) => i.tabText.trim().toLowerCase() === typed)?.tabText;
        if (same !== undefined && !(await confirmSameName(same))) {
          throw new FormError(`Another company is already called ‘${same}’. Change the tab text, or Submit again and choose ‘Add it anyway’.`);
        }
        const created = await api.investments.create(createBody(values));
        onSaved(created, true);
        return savedAs(valuesOf(created));
      }
      // Only the fields that changed are sent.
      const outcome = await tracked.save(values, changedFields(values, stored));
      if (outcome.ok) onSaved({ ...investment, ...outcome.value } as Investment, false);
      return outcome;
    },
  });
  const { values, setField } = form;
  const errors = form.state.kind === "error" ? form.state.fields : {};
  // While no image is stored the company page shows a built-in one, chosen by the title.
  const builtIn = fallbackImagesFor(values.title);
  // The uploads show the stored image and, once one is chosen, the new one beside it.
  const image = (field: "heroImage" | "bannerImage" | "logo") => ({
    currentUrl: form.stored[field],
    value: values[field] !== form.stored[field] ? values[field] : null,
    error: errors[field],
    uploads: form.uploads,
    onChange: (chosen: string | null) => setField(field, chosen ?? form.stored[field]),
  });
  // A text field's name, value, error and onChange; a rich-text editor's start value, error and onChange.
  type TextKey = "tabText" | "slug" | "sector" | "homeCard" | "website" | "highlight" | "heroText" | "title" | "content";
  const text = (field: TextKey) => ({ name: field, value: values[field], error: errors[field], onChange: (v: string) => setField(field, v) });
  const rich = (field: TextKey) => ({ defaultValue: values[field], error: errors[field], onChange: (html: string) => setField(field, html) });

  return (
    <>
    <FormCard
      id="investment-form"
      title={investment ? `Edit ‘${nameOf(investment)}’` : "Add an investment"}
      description={
        investment
          ? "Change any field and Submit. Images you do not replace stay as they are."
          : "Only the tab text is required; empty images show the built-in picture for the company."
      }
      form={form}
      preview={{ type: "investment", id: investment?._id }}
      actions={tracked?.actions}
      notice={tracked?.notice}
      draft={tracked?.draft ?? (investment === null && onDraft ? newDraft : undefined)}
    >
      <Fieldset legend="Company">
        <div className="admin-grid admin-grid--2">
          <TextField
            label="Tab text"
            hint="The company name: shown in the filter, the breadcrumb and this list."
            required
            {...text("tabText")}
          />
          <SelectField
            label="Sector"
            hint="Used by the sector filter, the label on the company card, and its sector's home card and page."
            options={sectorOptionsFor(values.sector)}
            {...text("sector")}
          />
          <TextField
            label="Address"
            hint={
              investment
                ? "The page is at /our-investments/ followed by this: lower-case letters a-z, digits and hyphens. The old address then sends visitors to the new one."
                : "The page will be at /our-investments/ followed by this: lower-case letters a-z, digits and hyphens. Leave empty to make it from the tab text."
            }
            {...text("slug")}
          />
          <SelectField label="Home page" hint="Whether the card of its sector on the home page lists it." options={HOME_CARD_OPTIONS} {...text("homeCard")} />
          <div className="admin-grid__wide">
            <TextField
              label="Website"
              hint="The company's own site, e.g. https://example.com; the page links to it. Leave empty for none."
              {...text("website")}
            />
          </div>
        </div>
        {/* The page names the logo itself ("<company> logo"). */}
        <ImageUpload label="Logo" preview="logo" describe={false} {...image("logo")} />
      </Fieldset>

      <Fieldset legend="Hero">
        <ImageUpload label="Hero image" guide={IMAGE_GUIDES.investmentHero} builtInUrl={builtIn.hero} altDefault="" {...image("heroImage")} />
        <RichTextEditor
          short
          label="Hero text"
          hint="Shown over the hero image."
          {...rich("heroText")}
        />
      </Fieldset>

      <Fieldset legend="Page body">
        <RichTextEditor
          short
          label="Title"
          hint="The heading of the company page, shown in capitals."
          {...rich("title")}
        />
        <ImageUpload label="Banner image" preview="card" guide={IMAGE_GUIDES.investmentBanner} builtInUrl={builtIn.banner} altDefault={values.tabText} {...image("bannerImage")} />
        <TextField
          label="Highlight"
          input="lines"
          hint="A short lead paragraph beside the banner image."
          {...text("highlight")}
        />
        <RichTextEditor label="Content" {...rich("content")} />
      </Fieldset>
    </FormCard>
    <ConfirmDialog
        open={sameName !== null}
        title={`Another company is called ‘${sameName?.name ?? ""}’`}
        confirmLabel="Add it anyway"
        tone="primary"
        onConfirm={() => sameName?.answer(true)}
        onCancel={() => sameName?.answer(false)}
      >
        <p>
          The portfolio already has a company with this tab text. If it is the same company, cancel and edit that one instead; two companies with one name
          both show in the grid, while the company filter lists the name once.
        </p>
      </ConfirmDialog>
    </>
  );
}

/** A company that exists only as a new draft, shaped as a stored one for its editor. */
export const investmentOfDraft = (id: string, fields: Record<string, string>): Investment => ({ ...EMPTY_INVESTMENT, ...fields, _id: id }) as unknown as Investment;
