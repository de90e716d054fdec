import { useCallback, useEffect, useRef } from "react";
import { EDITOR_IMAGE_FORMATS, formatList, isImageOf, MAX_IMAGE_BYTES, MAX_IMAGE_MB, UPLOAD_IMAGE_FORMATS, type ImageFormat } from "../../../shared/schemas/media.ts";
import { useOptionalAdmin } from "../AdminProvider.tsx";
import { ApiError, api, type UploadOptions } from "../api.ts";

/** What the image fields and the rich-text editor say of a file of another type. */
const UPLOAD_REFUSED = `Choose a ${formatList(UPLOAD_IMAGE_FORMATS)} image.`;
const EDITOR_IMAGE_REFUSED = `Only ${formatList(EDITOR_IMAGE_FORMATS, "and")} images can be inserted.`;

/** Which formats a control takes, and what it says of a file of another type. */
export interface ImageRule {
  formats: readonly ImageFormat[];
  refused: string;
}
const UPLOAD_RULE: ImageRule = { formats: UPLOAD_IMAGE_FORMATS, refused: UPLOAD_REFUSED };
export const EDITOR_RULE: ImageRule = { formats: EDITOR_IMAGE_FORMATS, refused: EDITOR_IMAGE_REFUSED };

/** Why a chosen file cannot be uploaded (its type, its size), in words; null when it can. */
export function problemWith(file: File, { formats, refused }: ImageRule = UPLOAD_RULE): string | null {
  if (!isImageOf(file, formats)) return refused;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than ${MAX_IMAGE_MB} MB. Choose a smaller image.`;
  return null;
}

/**
 * Uploads one image file to POST /api/media with progress and answers its /media URL. A 401
 * hands over to the admin context (drafts kept, on to the login page); every other failure
 * rejects with an `ApiError` whose message says what went wrong. The function stays the same
 * across renders (the rich-text editor builds its modules on it once).
 */
export function useImageUpload(): (file: File, options?: UploadOptions) => Promise<string> {
  const admin = useOptionalAdmin();
  const expire = useRef(admin?.expireSession);
  useEffect(() => {
    expire.current = admin?.expireSession;
  });
  return useCallback(async (file: File, options?: UploadOptions) => {
    try {
      return await api.media.upload(file, options);
    } catch (error) {
      if (error instanceof ApiError && error.isUnauthorized) expire.current?.();
      throw error;
    }
  }, []);
}
