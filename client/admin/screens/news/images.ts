/**
 * Turns an image chosen in the form (a data URL, as ImageUpload hands it over) back into bytes,
 * so it can go to POST /api/media as a file.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(",");
  const head = dataUrl.slice(0, comma);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? "application/octet-stream";
  const body = dataUrl.slice(comma + 1);
  if (!head.endsWith(";base64")) return new Blob([decodeURIComponent(body)], { type });
  const binary = atob(body);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/bmp": "bmp",
  "image/x-icon": "ico",
  "image/vnd.microsoft.icon": "ico",
};

/** A file name for the n-th image of an upload (the server names stored media by content). */
export const fileNameFor = (blob: Blob, n: number) => `news-image-${n}.${EXTENSIONS[blob.type] ?? "img"}`;

/** The chosen images travel in one form field, one data URL per line (data URLs hold no newline). */
export const joinImages = (images: readonly string[]) => images.join("\n");
export const splitImages = (value: string) => value.split("\n").filter(Boolean);
