import postcss, { type ChildNode, type Rule } from "postcss";

/**
 * Each public page's own styles (docs/performance.md, "Each page inlines only its own rules").
 *
 * The public stylesheets are one bundle of about 75 KB, and every page used to inline all of it:
 * a phone had to download, parse and match every rule of every page before its first paint. Now
 * the bundle is parsed once at start, and each rendered page keeps only the rules that can apply
 * to it: a style rule stays when one of its selectors names only classes that the page's markup
 * carries or that its enhancement script can add there: the classes each behaviour declares it
 * adds (shared/enhance.ts), for the behaviours whose root (`data-enhance="<name>"`) the markup
 * carries.
 * Selectors without classes (elements, :root, attributes), `@font-face` and the like always
 * stay; an `@keyframes` stays when a kept rule names it. `@media`, `@supports` and `@layer`
 * blocks are filtered inside and dropped when empty (a named layer's block then stays as
 * `@layer name;`, which keeps the order of cascade layers, set by their first mention). Classes
 * inside `:not()` and `:has()` are not required (the rule stays); `:is()` and `:where()` (which
 * the minifier writes for nested rules) need one of their arguments to be able to match. So
 * nothing that could match is ever dropped.
 *
 * Markup that the enhancement script fetches from another page (the investment filters, the news
 * search) brings that page's `<style>` along (`fetchPage` in client/enhance/dom.ts).
 */

/** A selector of a style rule and the classes an element chain needs for it to match. */
interface Selector {
  text: string;
  classes: string[];
  /** Each `:is()`/`:where()` of the selector: the classes each of its arguments requires (one must be met). */
  anyOf: string[][][];
}
type Piece =
  /** Kept as is: declarations-only at-rules (`@font-face`, `@keyframes`), `@layer a, b;`. */
  | { kind: "text"; text: string }
  | { kind: "rule"; selectors: Selector[]; body: string }
  /** `@media`, `@supports`, `@layer`, `@container`: kept when something inside is. */
  | { kind: "block"; prelude: string; children: Piece[]; layer: boolean };

/** The enhancement script's behaviours by name, each with the classes its code adds (shared/enhance.ts). */
export type BehaviourClasses = Readonly<Record<string, { readonly adds: readonly string[] }>>;

export interface PageStyles {
  pieces: Piece[];
  /** Classes a page keeps when its markup carries a behaviour's root: those it adds. */
  behaviours: BehaviourClasses;
  /** The whole stylesheet. */
  css: string;
}

const FILTERED_AT_RULES = new Set(["media", "supports", "layer", "container"]);
const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has|matches|-webkit-any|-moz-any)\(/gi;

/** Pseudo-classes that match when one of their arguments does (so one argument's classes are needed). */
const ANY_OF = /^:(?:is|where|matches|-webkit-any|-moz-any)\($/i;

/** A selector list split at its top-level commas. */
function splitList(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let k = 0; k < list.length; k++) {
    const c = list[k];
    if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (c === "," && depth === 0) {
      out.push(list.slice(from, k));
      from = k + 1;
    }
  }
  out.push(list.slice(from));
  return out;
}

/**
 * The selector without the arguments of :not(), :is(), :where(), :has() and attribute values,
 * and the arguments of each top-level :is()/:where().
 */
function requiredPart(selector: string): { rest: string; anyOf: string[][] } {
  let out = "";
  let i = 0;
  const anyOf: string[][] = [];
  const pattern = new RegExp(FUNCTIONAL_PSEUDO.source, "gi");
  for (let m = pattern.exec(selector); m; m = pattern.exec(selector)) {
    out += selector.slice(i, m.index);
    let depth = 1;
    let j = m.index + m[0].length;
    for (; j < selector.length && depth > 0; j++) {
      if (selector[j] === "(") depth++;
      else if (selector[j] === ")") depth--;
    }
    if (ANY_OF.test(m[0])) anyOf.push(splitList(selector.slice(m.index + m[0].length, j - 1)));
    i = j;
    pattern.lastIndex = j;
  }
  return { rest: (out + selector.slice(i)).replace(/\[[^\]]*\]/g, "[]"), anyOf };
}

const classesIn = (text: string) => [...text.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1"));

/** The class names a selector requires outside its functional pseudo-classes (see requiredPart). */
export function selectorClasses(selector: string): string[] {
  return classesIn(requiredPart(selector).rest);
}

/** For each top-level :is()/:where() of a selector, the classes each of its arguments requires. */
export function selectorAlternatives(selector: string): string[][][] {
  return requiredPart(selector).anyOf.map((args) => args.map(selectorClasses));
}

function pieceOf(node: ChildNode): Piece | null {
  if (node.type === "comment") return null;
  if (node.type === "rule") {
    const text = node.clone({ selector: "\0" }).toString();
    return {
      kind: "rule",
      selectors: (node as Rule).selectors.map((s) => ({ text: s, classes: selectorClasses(s), anyOf: selectorAlternatives(s) })),
      body: text.slice(text.indexOf("\0") + 1),
    };
  }
  if (node.type === "atrule" && node.nodes && FILTERED_AT_RULES.has(node.name.toLowerCase())) {
    const layer = node.name.toLowerCase() === "layer" && node.params.trim() !== "";
    return { kind: "block", prelude: `@${node.name}${node.params ? ` ${node.params}` : ""}`, children: piecesOf(node.nodes), layer };
  }
  return { kind: "text", text: node.toString() + (node.type === "atrule" && !node.nodes ? ";" : "") };
}

function piecesOf(nodes: ChildNode[]): Piece[] {
  return nodes.map(pieceOf).filter((p): p is Piece => p !== null);
}

/** Parses the public stylesheet once, with the classes the enhancement script's behaviours add. */
export function compilePageStyles(css: string, behaviours: BehaviourClasses = {}): PageStyles {
  return { pieces: piecesOf(postcss.parse(css).nodes), behaviours, css };
}

/** The classes a page's markup carries (class attributes, including those in templates). */
export function markupClasses(html: string): Set<string> {
  const classes = new Set<string>();
  for (const m of html.matchAll(/\sclass="([^"]*)"/g)) for (const c of m[1]!.split(/\s+/)) if (c) classes.add(c);
  return classes;
}

/** The behaviours whose roots the markup carries (`data-enhance` attributes, including those in templates). */
export function markupRoots(html: string): Set<string> {
  return new Set([...html.matchAll(/\sdata-enhance="([^"]*)"/g)].map((m) => m[1]!));
}

/** The rules of the stylesheet that can apply to this page (see above). */
export function stylesForPage(styles: PageStyles, html: string): string {
  const present = markupClasses(html);
  for (const name of markupRoots(html)) for (const c of Object.hasOwn(styles.behaviours, name) ? styles.behaviours[name]!.adds : []) present.add(c);
  const render = (pieces: Piece[]): string => {
    let out = "";
    for (const p of pieces) {
      if (p.kind === "text") out += p.text;
      else if (p.kind === "rule") {
        const met = (classes: string[]) => classes.every((c) => present.has(c));
        const kept = p.selectors.filter((s) => met(s.classes) && s.anyOf.every((args) => args.some(met)));
        if (kept.length) out += `${kept.map((s) => s.text).join(",")}${p.body}`;
      } else {
        const inner = render(p.children);
        if (inner) out += `${p.prelude}{${inner}}`;
        // A named layer's place in the layer order is its first mention: an emptied block stays as
        // a statement, so the layers after it keep their order.
        else if (p.layer) out += `${p.prelude};`;
      }
    }
    return out;
  };
  return withoutUnusedKeyframes(render(styles.pieces));
}

const KEYFRAMES = /@(?:-webkit-)?keyframes\s+([\w-]+)\s*\{/g;

/** The CSS without the `@keyframes` no other part of it names (the rules that ran them were dropped). */
function withoutUnusedKeyframes(css: string): string {
  const blocks: { from: number; to: number; name: string }[] = [];
  for (const m of css.matchAll(KEYFRAMES)) {
    let depth = 0;
    let j = m.index;
    for (; j < css.length; j++) {
      if (css[j] === "{") depth++;
      else if (css[j] === "}" && --depth === 0) break;
    }
    blocks.push({ from: m.index, to: j + 1, name: m[1]! });
  }
  if (!blocks.length) return css;
  let others = "";
  let at = 0;
  for (const b of blocks) {
    others += css.slice(at, b.from);
    at = b.to;
  }
  others += css.slice(at);
  const named = (name: string) => new RegExp(`(^|[^\\w-])${name.replace(/[-]/g, "\\-")}($|[^\\w-])`).test(others);
  let out = "";
  at = 0;
  for (const b of blocks) {
    out += css.slice(at, b.from) + (named(b.name) ? css.slice(b.from, b.to) : "");
    at = b.to;
  }
  return out + css.slice(at);
}
