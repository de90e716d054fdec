import { NEWS_MAX_IMAGES } from "../../../../shared/constants.ts";
import type { NewsItem } from "../../../../shared/schemas/news.ts";
import { api } from "../../api.ts";
import { FormCard } from "../../components/FormCard/index.ts";
import { ImageUpload } from "../../components/ImageUpload/index.ts";
import { RichTextEditor } from "../../components/RichTextEditor/index.ts";
import { TextField } from "../../components/Field/index.ts";
import { FormError, useEditorForm } from "../../hooks/useEditorForm.ts";

type NewsValues = { title: string; subtitle: string; content: string; images: string };
const EMPTY: NewsValues = { title: "", subtitle: "", content: "", images: "" };

/** The id of the form: names its draft and its entry in the unsaved-changes register. */
export const NEWS_FORM_ID = "news:new";

/** The chosen images travel as their /media URLs, comma-separated as newsImgUrl takes them. */
const splitImages = (value: string) => value.split(",").filter(Boolean);

/** The fields of a save (and of its preview): the images as newsImgUrl takes them. */
const newsFields = (values: Record<string, string>) => ({
  title: values.title ?? "",
  subtitle: values.subtitle ?? "",
  content: values.content ?? "",
  newsImgUrl: splitImages(values.images ?? "").join(","),
});

/** Creates the item with the /media URLs of its images (each uploaded when it was chosen). */
async function createNews(values: NewsValues): Promise<NewsItem> {
  const images = splitImages(values.images);
  if (images.length === 0) throw new FormError("Choose at least one image.");
  if (images.length > NEWS_MAX_IMAGES) throw new FormError(`Choose at most ${NEWS_MAX_IMAGES} images.`);
  return api.news.create({ title: values.title, subtitle: values.subtitle, content: values.content, newsImgUrl: images.join(",") });
}

/**
 * 'Add news and events': title, subtitle, one or more images and a rich-text body. The screen
 * mounts a fresh form (a new `key`) after each item created, so `onCreated` ends this one.
 */
export function NewsForm({ onCreated }: { onCreated(item: NewsItem): void }) {
  const form = useEditorForm<NewsValues>({
    id: NEWS_FORM_ID,
    initial: EMPTY,
    save: async (values) => {
      const item = await createNews(values);
      onCreated(item);
      return EMPTY;
    },
  });
  const errors = form.state.kind === "error" ? form.state.fields : {};
  const images = splitImages(form.values.images);

  return (
    <FormCard
      id="add-news"
      title="Add news and events"
      description="Title, subtitle and at least one image are required. The first image leads the article; all of them show on its page."
      form={form}
      preview={{ type: "news", fields: newsFields }}
    >
      <div className="admin-stack">
        <TextField label="Title" name="title" required value={form.values.title} error={errors.title} onChange={(v) => form.setField("title", v)} />
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
          required
          label="Images"
          preview="gallery"
          value={images}
          error={errors.newsImgUrl}
          uploads={form.uploads}
          onChange={(chosen) => form.setField("images", chosen.join(","))}
        />
        <RichTextEditor
          label="Body"
          hint="The text of the article."
          defaultValue={form.values.content}
          error={errors.content}
          onChange={(html) => form.setField("content", html)}
        />
      </div>
    </FormCard>
  );
}
