/**
 * True when stored text shows nothing: empty, whitespace, or editor markup without text
 * (Quill saves an empty editor as "<p><br></p>"). Images and embeds count as content.
 */
export function isBlank(value: string | undefined | null): boolean {
  if (!value) return true;
  const text = value
    .replace(/<(img|iframe)\b/gi, "x")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;/g, " ")
    .trim();
  return text === "";
}

/** The stored block with each blank field replaced by the built-in text (SPEC section 4). */
export function withFallbacks<T extends Record<string, string>>(stored: Partial<T> | undefined, fallback: T): T {
  const out = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof T)[]) {
    const value = stored?.[key];
    if (typeof value === "string" && !isBlank(value)) out[key] = value as T[keyof T];
  }
  return out;
}
