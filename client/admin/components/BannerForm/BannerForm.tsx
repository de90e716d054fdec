import type { Banner } from "../../../../shared/schemas/content.ts";
import { BANNER_ALT_DEFAULTS, BUILT_IN_BANNERS, formIdOf, IMAGE_GUIDES, type BannerKey } from "../../editors.ts";
import { FormError, useEditorForm, type SaveOutcome } from "../../hooks/useEditorForm.ts";
import { FormCard, type CardProps } from "../FormCard/index.ts";
import { ImageUpload } from "../ImageUpload/index.ts";

export interface BannerFormProps {
  block: BannerKey;
  /** Its card on the screen (anchor, heading, level). */
  card: CardProps;
  initial: Banner;
  /** Sends a save (from the revision the banner was read at) and answers what is stored. */
  save(values: Banner): Promise<SaveOutcome<Banner>>;
}

/**
 * The editor of one page banner: choose an image (uploaded at once to /api/media), see it beside
 * the stored one, Submit. `bannerImgString` carries the uploaded image's /media URL.
 */
export function BannerForm({ block, card, initial, save }: BannerFormProps) {
  const form = useEditorForm<Banner>({
    id: formIdOf(block),
    initial,
    save: async (values, stored) => {
      if (values.bannerImgString === stored.bannerImgString) throw new FormError("Choose an image to upload first.");
      return save(values);
    },
  });
  const chosen = form.values.bannerImgString !== form.stored.bannerImgString ? form.values.bannerImgString : null;
  const errors = form.state.kind === "error" ? form.state.fields : {};

  return (
    <FormCard {...card} form={form} preview={{ type: block }}>
      <ImageUpload
        label="Banner image"
        guide={IMAGE_GUIDES.banner}
        currentUrl={form.stored.bannerImgString}
        builtInUrl={BUILT_IN_BANNERS[block]}
        altDefault={BANNER_ALT_DEFAULTS[block]}
        value={chosen}
        error={errors.bannerImgString}
        uploads={form.uploads}
        onChange={(value) => form.setField("bannerImgString", value ?? form.stored.bannerImgString)}
      />
    </FormCard>
  );
}
