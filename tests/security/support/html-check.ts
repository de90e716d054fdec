import { parseFragment, type DefaultTreeAdapterMap } from "parse5";
import { LINK_SCHEMES as SCHEMES, RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from "../../../server/services/sanitize.ts";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

const HTML_NS = "http://www.w3.org/1999/xhtml";

/** The markup docs/api.md promises stored rich text may hold (Quill's output), and nothing else. */
const TAGS = new Set<string>(RICH_TEXT_TAGS);
const ATTRIBUTES: Record<string, readonly string[]> = RICH_TEXT_ATTRIBUTES;
const LINK_SCHEMES = new Set(SCHEMES.map((scheme) => `${scheme}:`));
const EMBED = /^https:\/\/(www\.youtube\.com\/embed\/|www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/;
const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

/** The scheme of a URL as a browser reads it (control characters and whitespace dropped), or "" if relative. */
function schemeOf(url: string): string {
  // eslint-disable-next-line no-control-regex
  const squeezed = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed);
  return m ? `${(m[1] as string).toLowerCase()}:` : "";
}

function problemsOf(el: Element): string[] {
  const out: string[] = [];
  const tag = el.tagName;
  if (el.namespaceURI !== HTML_NS) out.push(`<${tag}> in a foreign namespace (SVG or MathML)`);
  if (!TAGS.has(tag)) out.push(`<${tag}> is not allowed`);
  for (const { name, value } of el.attrs) {
    const allowed = ATTRIBUTES["*"]!.includes(name) || (ATTRIBUTES[tag] ?? []).includes(name);
    if (!allowed) out.push(`<${tag} ${name}> is not allowed`);
    if (/^on/i.test(name)) out.push(`<${tag} ${name}> is an event handler`);
    if (name === "href" && schemeOf(value) && !LINK_SCHEMES.has(schemeOf(value))) out.push(`<${tag} href="${value}"> has a forbidden scheme`);
    if (name === "href" && /^\s*\/\//.test(value)) out.push(`<${tag} href="${value}"> is protocol-relative`);
    if (name === "src" && tag === "img" && schemeOf(value) && !["http:", "https:"].includes(schemeOf(value))) out.push(`<img src="${value.slice(0, 40)}"> has a forbidden scheme`);
    if (name === "src" && tag === "iframe" && !EMBED.test(value)) out.push(`<iframe src="${value}"> is not a video embed`);
    if (name === "class" && value.split(/\s+/).some((c) => c && !c.startsWith("ql-"))) out.push(`<${tag} class="${value}"> has a class that is not Quill's`);
    if (name === "style") {
      for (const decl of value.split(";").map((d) => d.trim()).filter(Boolean)) {
        const [prop, ...rest] = decl.split(":");
        const v = rest.join(":").trim();
        if (!["color", "background-color"].includes((prop ?? "").trim().toLowerCase()) || !COLOUR.test(v)) out.push(`<${tag} style="${value}"> is not just a colour`);
      }
    }
  }
  return out;
}

/**
 * What is wrong with stored rich text, parsed as a browser parses it (parse5 follows the HTML
 * standard; the sanitiser uses another parser): elements, attributes, URL schemes and styles
 * outside the allowlist. An empty list means the HTML is inert.
 */
export function richTextProblems(html: string): string[] {
  const out: string[] = [];
  const walk = (node: Node) => {
    if ("tagName" in node) out.push(...problemsOf(node));
    if ("content" in node && node.content) walk(node.content as Node);
    if ("childNodes" in node) for (const c of node.childNodes) walk(c);
  };
  walk(parseFragment(html) as unknown as Node);
  return out;
}

/** The elements of a fragment as `tag.class[attr=value]` strings, to check that formatting survived. */
export function elementsOf(html: string): Element[] {
  const out: Element[] = [];
  const walk = (node: Node) => {
    if ("tagName" in node) out.push(node);
    if ("childNodes" in node) for (const c of node.childNodes) walk(c);
  };
  walk(parseFragment(html) as unknown as Node);
  return out;
}

export const attr = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;
