import type { ReactNode } from "react";
import { NEWS_MAX_IMAGES } from "../../../../shared/constants.ts";
import type { NewsItem } from "../../../../shared/schemas/news.ts";
import { api } from "../../api.ts";
import { useNewDraft, type DraftController } from "../../components/DraftBar/index.ts";
import type { Draft } from "../../../../shared/schemas/drafts.ts";
import { FormCard } from "../../components/FormCard/index.ts";
import { ImageUpload } from "../../components/ImageUpload/index.ts";
import { RichTextEditor } from "../../components/RichTextEditor/index.ts";
import { TextField } from "../../components/Field/index.ts";
import { FormError, savedAs, useEditorForm, type EditorForm, type SaveOutcome } from "../../hooks/useEditorForm.ts";
import { useTrackedDocument } from "../history/useTrackedDocument.tsx";
import { GalleryEditor, galleryText, readGalleryText } from "./GalleryEditor.tsx";
import { lagosInputValue, utcFromLagosInput } from "../../../lib/lagos-time.ts";

/**
 * What the news form holds, as text: the gallery as its JSON text (see GalleryEditor), the
 * publication date as a Lagos date and time ('2026-12-01T09:00'; empty on a create: now).
 */
type NewsValues = { title: string; subtitle: string; content: string; newsImgUrl: string; slug: string; gallery: string; publishedAt: string };
const EMPTY: NewsValues = { title: "", subtitle: "", content: "", newsImgUrl: "", slug: "", gallery: "[]", publishedAt: "" };

/** The publication date the API takes (UTC), from the form's Lagos date and time; left out when empty. */
function publishedAtOf(value: string | undefined): { publishedAt?: string } {
  if (value === undefined) return {};
  const utc = utcFromLagosInput(value);
  if (utc === undefined) throw new FormError("Enter the publication date as a date and a time.");
  return utc === null ? {} : { publishedAt: utc };
}

/** The id of a news form (null: the create form): names its draft and its unsaved-changes entry. */
export const newsFormId = (id: string | null) => `news:${id ?? "new"}`;

/** The chosen images travel as their /media URLs, comma-separated as newsImgUrl takes them. */
const splitImages = (value: string) => value.split(",").filter(Boolean);

function checkImages(value: string): string {
  const images = splitImages(value);
  if (images.length === 0) throw new FormError("Choose at least one image.");
  if (images.length > NEWS_MAX_IMAGES) throw new FormError(`Choose at most ${NEWS_MAX_IMAGES} images.`);
  return images.join(",");
}

const valuesOf = (item: NewsItem): NewsValues => ({
  title: item.title,
  subtitle: item.subtitle,
  content: item.content,
  newsImgUrl: item.newsImgUrl,
  slug: item.slug,
  gallery: galleryText(item.gallery),
  publishedAt: lagosInputValue(item.publishedAt),
});

/** What a preview sends: the save's fields, the gallery as a list; an empty address is left out. */
function previewFields(values: Record<string, string>) {
  const { gallery = "[]", slug = "", publishedAt, ...rest } = values;
  return { ...rest, gallery: readGalleryText(gallery), ...(slug.trim() ? { slug } : {}), ...publishedAtOf(publishedAt) };
}

/** A PATCH of the changed fields, the gallery as a list. */
function patchOf(values: Partial<NewsValues>) {
  const { gallery, publishedAt, ...rest } = values;
  return { ...rest, ...(gallery !== undefined ? { gallery: readGalleryText(gallery) } : {}), ...publishedAtOf(publishedAt) };
}

/** The body the API takes: the gallery as a list; an empty address on a create is left out (made from the title). */
function bodyOf(values: NewsValues) {
  const { gallery, slug, publishedAt, ...rest } = values;
  return { ...rest, newsImgUrl: checkImages(values.newsImgUrl), gallery: readGalleryText(gallery), ...(slug.trim() ? { slug } : {}), ...publishedAtOf(publishedAt) };
}

/**
 * 'Add news and events': title, subtitle, one or more images and a rich-text body. The screen
 * mounts a fresh form (a new `key`) after each item created, so `onCreated` ends this one.
 */
export function NewsForm({ onCreated, onDraft }: { onCreated(item: NewsItem): void; onDraft(draft: Draft): void }) {
  const draft = useNewDraft<NewsValues>({ type: "news", label: "a news item", toFields: bodyOf, onCreated: onDraft });
  const form = useEditorForm<NewsValues>({
    id: newsFormId(null),
    initial: EMPTY,
    save: async (values) => {
      const item = await api.news.create(bodyOf(values));
      onCreated(item);
      return savedAs(EMPTY);
    },
  });
  return (
    <FormCard
      id="add-news"
      title="Add news and events"
      description="Title, subtitle and at least one image are required. The first image leads the article; all of them show on its page."
      form={form}
      preview={{ type: "news", fields: previewFields }}
      draft={draft}
    >
      <NewsFields form={form} />
    </FormCard>
  );
}

/**
 * The editor of a stored news item: prefilled, saved with a PATCH from the revision it
 * was read with; the item keeps its id and its address. History and the stale-save panel come with
 * the document.
 */
export function NewsEditForm({ item, revision, onSaved, onPublished, onDiscardedNew }: { item: NewsItem; revision: string | null; onSaved(item: NewsItem): void; onPublished?(): void; onDiscardedNew?(): void }) {
  const doc = useTrackedDocument<NewsValues>({
    type: "news",
    docId: item._id,
    title: item.title,
    stored: valuesOf(item),
    revision,
    formId: newsFormId(item._id),
    draftFields: patchOf,
    onPublished,
    onDiscardedNew,
    patch: async (values, rev) => {
      const answer = await api.news.save(item._id, patchOf(values), rev);
      return answer.ok ? { ...answer, value: valuesOf(answer.value) } : answer;
    },
  });
  return (
    <>
      <NewsEditCard key={doc.key} item={item} initial={doc.initial} card={{ actions: doc.actions, notice: doc.notice, draft: doc.draft }} save={doc.save} onSaved={onSaved} />
      {doc.dialog}
    </>
  );
}

interface NewsEditCardProps {
  item: NewsItem;
  initial: NewsValues;
  card: { actions: ReactNode; notice: ReactNode; draft: DraftController };
  save(values: NewsValues): Promise<SaveOutcome<NewsValues>>;
  onSaved(item: NewsItem): void;
}

function NewsEditCard({ item, initial, card, save, onSaved }: NewsEditCardProps) {
  const form = useEditorForm<NewsValues>({
    id: newsFormId(item._id),
    initial,
    save: async (values) => {
      const outcome = await save({ ...values, newsImgUrl: checkImages(values.newsImgUrl) });
      if (outcome.ok) onSaved({ ...item, ...outcome.value, gallery: readGalleryText(outcome.value.gallery) });
      return outcome;
    },
  });
  return (
    <FormCard
      id="edit-news"
      title={`Edit ‘${item.title}’`}
      description="Change any field and Submit. The article keeps its address; images you do not replace stay as they are."
      form={form}
      preview={{ type: "news", id: item._id, fields: previewFields }}
      {...card}
    >
      <NewsFields form={form} stored={splitImages(form.stored.newsImgUrl)} />
    </FormCard>
  );
}

/**
 * Title, subtitle, images and body. For a stored item (`stored` images), choosing images replaces
 * them all; choosing none keeps them.
 */
function NewsFields({ form, stored }: { form: EditorForm<NewsValues>; stored?: readonly string[] }) {
  const errors = form.state.kind === "error" ? form.state.fields : {};
  const keep = stored?.join(",") ?? "";
  const chosen = form.values.newsImgUrl === keep ? [] : splitImages(form.values.newsImgUrl);
  return (
    <div className="admin-stack">
      <TextField label="Title" name="title" required value={form.values.title} error={errors.title} onChange={(v) => form.setField("title", v)} />
      <TextField
        label="Address"
        name="slug"
        hint={
          stored
            ? "The article is at /news-and-events/ followed by this: lower-case letters a-z, digits and hyphens. The old address then sends visitors to the new one."
            : "The article will be at /news-and-events/ followed by this: lower-case letters a-z, digits and hyphens. Leave empty to make it from the title."
        }
        value={form.values.slug}
        error={errors.slug}
        onChange={(v) => form.setField("slug", v)}
      />
      <TextField
        label="Publication date"
        name="publishedAt"
        input="datetime"
        hint={
          stored
            ? "Lagos time (WAT). The news lists are in this order, newest first. It cannot be in the future: use Schedule… to publish later."
            : "Lagos time (WAT). Leave empty for now. It cannot be in the future: use Save draft and Schedule… to publish later."
        }
        value={form.values.publishedAt}
        error={errors.publishedAt}
        onChange={(v) => form.setField("publishedAt", v)}
      />
      <TextField
        label="Subtitle"
        name="subtitle"
        hint="One or two sentences shown under the title in the news list."
        required
        value={form.values.subtitle}
        error={errors.subtitle}
        onChange={(v) => form.setField("subtitle", v)}
      />
      <ImageUpload
        multiple
        required={!stored}
        label="Images"
        altDefault={form.values.title}
        preview={stored ? "card" : "gallery"}
        currentUrls={stored}
        value={chosen}
        error={errors.newsImgUrl}
        uploads={form.uploads}
        onChange={(urls) => form.setField("newsImgUrl", urls.length > 0 ? urls.join(",") : keep)}
      />
      <RichTextEditor
        label="Body"
        hint="The text of the article."
        defaultValue={form.values.content}
        error={errors.content}
        onChange={(html) => form.setField("content", html)}
      />
      <GalleryEditor value={form.values.gallery} onChange={(v) => form.setField("gallery", v)} uploads={form.uploads} errors={errors} />
    </div>
  );
}

/** A news item that exists only as a new draft, shaped as a stored one for its editor. */
export function newsOfDraft(id: string, fields: Record<string, string>): NewsItem {
  return { ...fields, _id: id, title: fields.title ?? "", subtitle: fields.subtitle ?? "", content: fields.content ?? "", newsImgUrl: fields.newsImgUrl ?? "", slug: fields.slug ?? "", gallery: readGalleryText(fields.gallery ?? "[]") } as unknown as NewsItem;
}
