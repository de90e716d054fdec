import sanitize from "sanitize-html";

/**
 * The allowlist for editor HTML: exactly what Quill 2 produces for the toolbar of SPEC.md
 * section 2 (headers, marks, lists, indent, direction, size, colour, font, align, formula,
 * link, image, video), nothing else.
 */
const QUILL_CLASS = /^ql-(indent-[1-8]|align-(center|right|justify)|direction-rtl|size-(small|large|huge)|font-(serif|monospace)|syntax|code-block|video|formula|ui)$/;
const COLOUR = [/^#(0x)?[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const EMBED = /^https:\/\/(www\.youtube\.com\/embed\/[\w-]{6,20}|www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{1,12})(\?[\w=&%.-]*)?$/;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp|x-icon|vnd\.microsoft\.icon);base64,[a-z0-9+/=\s]+$/i;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    "p", "br", "h1", "h2", "h3", "h4", "h5", "h6", "strong", "b", "em", "i", "u", "s", "strike",
    "blockquote", "pre", "code", "ol", "ul", "li", "sub", "sup", "a", "img", "iframe", "span",
  ],
  allowedAttributes: {
    "*": ["class", "style"],
    a: ["href", "target", "rel"],
    img: ["src", "alt", "width", "height"],
    iframe: ["src", "frameborder", "allowfullscreen", "title"],
    li: ["data-list", "class", "style"],
    span: ["class", "style", "data-value", "contenteditable"],
    pre: ["class", "data-language", "spellcheck"],
    ol: ["class"],
  },
  allowedClasses: { "*": [QUILL_CLASS] },
  allowedStyles: { "*": { color: COLOUR, "background-color": COLOUR } },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  allowedIframeHostnames: ["www.youtube.com", "www.youtube-nocookie.com", "player.vimeo.com"],
  exclusiveFilter: (frame) =>
    (frame.tag === "iframe" && !EMBED.test(frame.attribs.src ?? "")) ||
    (frame.tag === "img" && (frame.attribs.src ?? "").startsWith("data:") && !DATA_IMAGE.test(frame.attribs.src ?? "")),
  transformTags: {
    a: (tagName, attribs) => {
      const out = { ...attribs };
      if (out.target === "_blank") out.rel = "noopener noreferrer";
      else delete out.target;
      return { tagName, attribs: out };
    },
  },
};

/** Cleans rich text from the editor to the allowlist; plain text passes through escaped. */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}
