import sanitize from "sanitize-html";
import { imageTypesOf, UPLOAD_IMAGE_FORMATS } from "../../shared/schemas/media.ts";
import { badRequest } from "../http/errors.ts";

/**
 * The allowlist for editor HTML: what Quill 2 produces for the toolbar of SPEC.md section 2,
 * both as `getSemanticHTML()` (react-quill-new's default value) and as the editor's own markup
 * (`root.innerHTML`): headers, marks, lists (including check lists), indent 1-8, direction, size,
 * colour, background, font, align, formula, code block, link, image, video. Nothing else.
 */
const QUILL_CLASS =
  /^ql-(indent-[1-8]|align-(center|right|justify)|direction-rtl|size-(small|large|huge)|font-(serif|monospace)|code-block|code-block-container|syntax|video|formula|ui)$/;
const COLOUR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
/** Embeds Quill's video handler produces (it rewrites YouTube and Vimeo links to these). */
const EMBED = /^https:\/\/(www\.youtube\.com\/embed\/[\w-]{6,20}|www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{1,12}\/?)(\?[\w=&%.-]*)?$/;
/** Raster image data of the accepted formats only: never SVG (it can carry script). */
const DATA_IMAGE = new RegExp(`^data:(${imageTypesOf(UPLOAD_IMAGE_FORMATS).join("|").replace(/[.+]/g, "\\$&")});base64,[a-z0-9+/=\\s]+$`, "i");
const LIST_KINDS = new Set(["bullet", "ordered", "checked", "unchecked"]);
/** The zero-width guards Quill puts around embeds. */
const GUARD = /\uFEFF/g;

/** The tags stored rich text may hold (the security tests check stored HTML against these too). */
export const RICH_TEXT_TAGS = [
  "p", "br", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "strike",
  "blockquote", "pre", "code", "div", "ol", "ul", "li", "sub", "sup", "a", "img", "iframe", "span",
] as const;
/** The attributes each tag may carry ("*": every tag). */
export const RICH_TEXT_ATTRIBUTES: Record<string, string[]> = {
  "*": ["class", "style"],
  a: ["href", "target", "rel"],
  img: ["src", "alt", "width", "height"],
  iframe: ["src", "frameborder", "allowfullscreen"],
  li: ["data-list"],
  span: ["data-value", "contenteditable"],
  pre: ["data-language", "spellcheck"],
  div: ["data-language", "spellcheck"],
};
/** The URL schemes links may use. */
export const LINK_SCHEMES = ["http", "https", "mailto", "tel"] as const;

const classList = (attribs: sanitize.Attributes) => (attribs.class ?? "").split(/\s+/);

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: RICH_TEXT_ATTRIBUTES,
  allowedClasses: { "*": [QUILL_CLASS] },
  allowedStyles: { "*": { color: COLOUR, "background-color": COLOUR } },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ["http", "https", "data"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"],
  // The rendered KaTeX inside a formula is dropped with its text: the formula is kept as
  // `<span class="ql-formula" data-value="TeX">` and rendered again from its TeX.
  nonTextTags: ["script", "style", "textarea", "option", "xmp", "noscript", "title", "katex-render"],
  exclusiveFilter: (frame) =>
    (frame.tag === "iframe" && !EMBED.test(frame.attribs.src ?? "")) ||
    (frame.tag === "img" && (!frame.attribs.src || (frame.attribs.src.startsWith("data:") && !DATA_IMAGE.test(frame.attribs.src)))),
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else {
        delete out.target;
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
    span: (tagName, attribs) => {
      if (classList(attribs).some((c) => c === "katex" || c.startsWith("katex-"))) return { tagName: "katex-render", attribs: {} };
      const out = { ...attribs };
      if (out.contenteditable !== undefined) out.contenteditable = "false";
      if (!classList(out).includes("ql-formula")) delete out["data-value"];
      return { tagName, attribs: out };
    },
    li: (tagName, attribs) => {
      const out = { ...attribs };
      if (out["data-list"] !== undefined && !LIST_KINDS.has(out["data-list"])) delete out["data-list"];
      return { tagName, attribs: out };
    },
    iframe: (tagName, attribs) => {
      const out: sanitize.Attributes = { src: (attribs.src ?? "").replace(/^http:\/\//, "https://"), frameborder: "0", allowfullscreen: "true" };
      if (attribs.class) out.class = attribs.class;
      return { tagName, attribs: out };
    },
    pre: (tagName, attribs) => ({ tagName, attribs: codeAttribs(attribs) }),
    div: (tagName, attribs) => ({ tagName, attribs: codeAttribs(attribs) }),
  },
  textFilter: (text) => text.replace(GUARD, ""),
};

function codeAttribs(attribs: sanitize.Attributes): sanitize.Attributes {
  const out: sanitize.Attributes = {};
  if (attribs.class) out.class = attribs.class;
  if (attribs.style) out.style = attribs.style;
  if (attribs["data-language"] && /^[\w+#-]{1,30}$/.test(attribs["data-language"])) out["data-language"] = attribs["data-language"];
  if (attribs.spellcheck !== undefined) out.spellcheck = "false";
  return out;
}

/** Cleans editor HTML to the allowlist (synchronous; inline images stay as data strings). */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}

// After sanitising, attribute values are double-quoted and escaped, so this finds every inline image.
const INLINE_IMAGE = /(<img\b[^>]*?\ssrc=")(data:image\/[^"]*)(")/g;
export const MAX_INLINE_IMAGES = 50;

/**
 * Cleans editor HTML and moves every inline `data:image` to /media through `storeImage` (which
 * checks, re-encodes and stores it), so stored HTML stays small and every image is checked by
 * its bytes like any other upload.
 */
export async function cleanRichText(html: string, field: string, storeImage: (dataUrl: string) => Promise<string>): Promise<string> {
  const clean = sanitizeRichText(html);
  const found = [...clean.matchAll(INLINE_IMAGE)].map((m) => m[2] as string);
  if (found.length === 0) return clean;
  if (found.length > MAX_INLINE_IMAGES) {
    throw badRequest(`The ${field} holds more than ${MAX_INLINE_IMAGES} inline images`, { [field]: `must hold at most ${MAX_INLINE_IMAGES} inline images` });
  }
  const urls = new Map<string, string>();
  for (const d of new Set(found)) urls.set(d, await storeImage(d));
  return clean.replace(INLINE_IMAGE, (_m, pre: string, d: string, post: string) => `${pre}${urls.get(d) ?? ""}${post}`);
}
