import { z } from "zod";

/** POST /api/media (beyond the spec): multipart with one image in the field `file`. */
export const MEDIA_UPLOAD_FIELD = "file";

/** The answer of an upload: where the stored image is served. */
export const mediaUploadResponseSchema = z.object({ url: z.string() });
