import type { SingletonValue } from "../../../../shared/schemas/content.ts";
import { fieldsOf, formIdOf, isRichText, type FieldDef, type TextBlockKey } from "../../editors.ts";
import { useEditorForm, type FormValues, type SaveOutcome } from "../../hooks/useEditorForm.ts";
import { FormCard, type CardProps } from "../FormCard/index.ts";
import { RichTextEditor } from "../RichTextEditor/index.ts";
import { TextField } from "../Field/index.ts";

export interface SingletonFormProps<K extends TextBlockKey> {
  block: K;
  /** Its card on the screen (anchor, heading, level). */
  card: CardProps;
  /** The stored values, read before the form shows. */
  initial: SingletonValue<K>;
  /** Sends a save (from the revision the block was read at) and answers what is stored. */
  save(values: FormValues): Promise<SaveOutcome<FormValues>>;
}

/**
 * The editor of one text block of SINGLETONS: its fields in the order of its declaration, rich-text
 * ones (per the shared contract) in the rich-text editor, saved with one PATCH.
 */
export function SingletonForm<K extends TextBlockKey>({ block, card, initial, save }: SingletonFormProps<K>) {
  const form = useEditorForm<FormValues>({
    id: formIdOf(block),
    initial: initial as FormValues,
    save: (values) => save(values),
  });
  const fields = Object.entries(fieldsOf(block) as Record<string, FieldDef>);
  const errors = form.state.kind === "error" ? form.state.fields : {};
  const compact = fields.every(([name, def]) => !isRichText(block, name) && (def.input ?? "line") === "line") && fields.length > 2;

  return (
    <FormCard {...card} form={form} preview={{ type: block }}>
      <div className={compact ? "admin-grid" : "admin-stack"}>
        {fields.map(([name, def]) =>
          isRichText(block, name) ? (
            <RichTextEditor
              key={name}
              label={def.label}
              hint={def.hint}
              error={errors[name]}
              defaultValue={form.values[name] ?? ""}
              onChange={(html) => form.setField(name, html)}
            />
          ) : (
            <TextField
              key={name}
              name={name}
              label={def.label}
              hint={def.hint}
              input={def.input}
              error={errors[name]}
              value={form.values[name] ?? ""}
              onChange={(value) => form.setField(name, value)}
            />
          ),
        )}
      </div>
    </FormCard>
  );
}
