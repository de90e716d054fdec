import { useEffect, useState } from "react";
import { lacksAlt } from "../../../../shared/media-alt.ts";
import { MAX_ALT_LENGTH, type MediaItem, type MediaPatch } from "../../../../shared/schemas/media.ts";
import { api } from "../../api.ts";
import { useFailure } from "../../hooks/useFailure.ts";
import { idOfUrl, mediaName } from "../../screens/media/format.ts";
import { Field } from "../Field/index.ts";

export interface ImageDescriptionProps {
  /** The image the record will show (a /media URL; anything else has nothing to describe here). */
  url: string;
  /** What pages say for it while it has no alt text, e.g. the article's title ("": nothing, the image then decorates). */
  altDefault?: string;
}

/**
 * Alt text of a stored image, or its "decorative" mark, asked where the image is placed. Both
 * belong to the image in the media library (every page that shows it uses them), so they are
 * saved there at once, apart from the form's Submit. While neither is given, a warning names the
 * image and says what the page will use instead.
 */
export function ImageDescription({ url, altDefault }: ImageDescriptionProps) {
  const id = idOfUrl(url);
  const [item, setItem] = useState<MediaItem | null>(null);
  const [alt, setAlt] = useState("");
  const [note, setNote] = useState("");
  const fail = useFailure();

  useEffect(() => {
    if (!id) return;
    let live = true;
    api.media.read(id).then(
      (m) => {
        if (!live) return;
        setItem(m);
        setAlt(m.alt);
      },
      () => live && setItem(null), // the field still works; the description waits for a readable image
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (!id || !item || item.id !== id) return null;

  const save = async (patch: MediaPatch) => {
    try {
      const saved = await api.media.save(item.id, patch);
      setItem(saved);
      setNote(patch.decorative !== undefined ? (saved.decorative ? "Marked decorative." : "No longer marked decorative.") : "Alt text saved to the media library.");
    } catch (error) {
      const text = fail(error);
      if (patch.decorative !== undefined) setItem((m) => m && { ...m, decorative: !patch.decorative });
      if (text) setNote(`Not saved: ${text}`);
    }
  };

  const name = mediaName(item);
  return (
    <div className="admin-upload__describe">
      <Field label="Alt text" hint={`What ‘${name}’ shows, for visitors who cannot see it. Saved to the media library for every page that uses the image.`}>
        {(control) => (
          <input
            {...control}
            type="text"
            className="admin-input"
            maxLength={MAX_ALT_LENGTH}
            value={alt}
            disabled={item.decorative}
            onChange={(e) => setAlt(e.currentTarget.value)}
            onBlur={() => {
              if (alt.trim() !== item.alt) void save({ alt: alt.trim() });
            }}
          />
        )}
      </Field>
      <label className="admin-inline admin-upload__decorative">
        <input
          type="checkbox"
          checked={item.decorative}
          onChange={(e) => {
            const decorative = e.currentTarget.checked;
            // Shown at once; the stored answer replaces it (or, on a failure, the note says why).
            setItem({ ...item, decorative });
            void save({ decorative });
          }}
        />
        <span>Decorative: nothing to describe</span>
      </label>
      {lacksAlt(item) && !alt.trim() ? (
        <p className="admin-upload__warning">
          ‘{name}’ has no alt text.{" "}
          {altDefault?.trim() ? (
            <>The page will describe it as “{altDefault.trim()}” until you add some.</>
          ) : altDefault === undefined ? (
            <>The page will describe it with its own title until you add some.</>
          ) : (
            <>The page will show it without a description until you add some.</>
          )}
        </p>
      ) : null}
      <p className="admin-upload__saved" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
