import type { Investment, InvestmentCreateInput, InvestmentPatch } from "../../../../shared/schemas/investments.ts";
import { fallbackImagesFor } from "../../../content/companies.ts";
import { api } from "../../api.ts";
import { Fieldset, SelectField, TextField } from "../../components/Field/index.ts";
import { FormCard } from "../../components/FormCard/index.ts";
import { ImageUpload } from "../../components/ImageUpload/index.ts";
import { RichTextEditor } from "../../components/RichTextEditor/index.ts";
import { IMAGE_GUIDES } from "../../editors.ts";
import { useEditorForm } from "../../hooks/useEditorForm.ts";
import { changedFields, EMPTY_INVESTMENT, nameOf, SECTOR_OPTIONS, valuesOf, type InvestmentValues } from "./values.ts";

/** The id of the form for an investment (or a new one): names its draft and unsaved state. */
export const investmentFormId = (id: string | null) => `investment:${id ?? "new"}`;

export interface InvestmentFormProps {
  /** The investment being edited, or null to create one. */
  investment: Investment | null;
  /** After a successful create or save; the screen then mounts a fresh create form. */
  onSaved(investment: Investment, created: boolean): void;
}

/**
 * The investment editor: creates an investment, or edits the one given (sending only the fields
 * that changed). The screen gives each investment, and each new one, its own mounted form.
 */
export function InvestmentForm({ investment, onSaved }: InvestmentFormProps) {
  const stored = investment ? valuesOf(investment) : EMPTY_INVESTMENT;
  const form = useEditorForm<InvestmentValues>({
    id: investmentFormId(investment?._id ?? null),
    initial: stored,
    save: async (values) => {
      const saved = investment
        ? await api.investments.update(investment._id, changedFields(values, stored) as InvestmentPatch)
        : await api.investments.create(values as InvestmentCreateInput);
      onSaved(saved, !investment);
      return valuesOf(saved);
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

  return (
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
    >
      <Fieldset legend="Company">
        <div className="admin-grid admin-grid--2">
          <TextField
            label="Tab text"
            name="tabText"
            hint="The company name: shown in the filter, the breadcrumb and this list."
            required
            value={values.tabText}
            error={errors.tabText}
            onChange={(v) => setField("tabText", v)}
          />
          <SelectField
            label="Sector"
            name="sector"
            hint="Used by the sector filter and the label on the company card."
            value={values.sector}
            options={SECTOR_OPTIONS}
            error={errors.sector}
            onChange={(v) => setField("sector", v)}
          />
          <div className="admin-grid__wide">
            <TextField
              label="Website"
              name="website"
              hint="The company's own site, e.g. https://example.com; the page links to it. Leave empty for none."
              value={values.website}
              error={errors.website}
              onChange={(v) => setField("website", v)}
            />
          </div>
        </div>
        <ImageUpload label="Logo" preview="logo" {...image("logo")} />
      </Fieldset>

      <Fieldset legend="Hero">
        <ImageUpload label="Hero image" guide={IMAGE_GUIDES.investmentHero} builtInUrl={builtIn.hero} {...image("heroImage")} />
        <RichTextEditor
          short
          label="Hero text"
          hint="Shown over the hero image."
          defaultValue={values.heroText}
          error={errors.heroText}
          onChange={(html) => setField("heroText", html)}
        />
      </Fieldset>

      <Fieldset legend="Page body">
        <RichTextEditor
          short
          label="Title"
          hint="The heading of the company page, shown in capitals."
          defaultValue={values.title}
          error={errors.title}
          onChange={(html) => setField("title", html)}
        />
        <ImageUpload label="Banner image" preview="card" guide={IMAGE_GUIDES.investmentBanner} builtInUrl={builtIn.banner} {...image("bannerImage")} />
        <TextField
          label="Highlight"
          name="highlight"
          input="lines"
          hint="A short lead paragraph beside the banner image."
          value={values.highlight}
          error={errors.highlight}
          onChange={(v) => setField("highlight", v)}
        />
        <RichTextEditor label="Content" defaultValue={values.content} error={errors.content} onChange={(html) => setField("content", html)} />
      </Fieldset>
    </FormCard>
  );
}
