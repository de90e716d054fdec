/**
 * Readable differences between two versions of a field: rich text is turned into
 * plain text first, then compared word by word.
 */

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

const BLOCK = /<\/?(p|div|h[1-6]|blockquote|pre|ol|ul|iframe)\b[^>]*>/gi;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The text a reader sees in editor HTML: one line per block, images and videos named in brackets. */
export function htmlToText(html: string): string {
  return html
    .replace(/<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi, (_m, alt: string) => `[image: ${alt}]`)
    .replace(/<img\b[^>]*>/gi, "[image]")
    .replace(/<iframe\b[^>]*\bsrc="([^"]*)"[^>]*>/gi, (_m, src: string) => `\n[video: ${src}]\n`)
    .replace(/<span\b[^>]*\bdata-value="([^"]*)"[^>]*>.*?<\/span>/gi, (_m, tex: string) => `[formula: ${tex}]`)
    .replace(/<li\b[^>]*>/gi, "\n• ")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(BLOCK, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === "#") {
        const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number.parseInt(e.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
      }
      return ENTITIES[e.toLowerCase()] ?? m;
    })
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Words and the spaces between them, so joining the parts gives the text back. */
const tokens = (s: string) => s.match(/\s+|[^\s]+/g) ?? [];

/** Beyond this many cells the middle is shown as removed-then-added instead of aligned. */
const MAX_CELLS = 2_000_000;

/**
 * A word-level diff: the common start and end are kept, the middle aligned by the longest common
 * subsequence of words. Adjacent parts of one kind are merged.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const out: DiffPart[] = [];
  const push = (kind: DiffPart["kind"], text: string) => {
    if (!text) return;
    const last = out.at(-1);
    if (last && last.kind === kind) last.text += text;
    else out.push({ kind, text });
  };
  push("same", a.slice(0, start).join(""));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push("removed", midA.join(""));
    push("added", midB.join(""));
  } else {
    // lcs[i][j]: the longest common subsequence of midA[i..] and midB[j..].
    const n = midA.length;
    const m = midB.length;
    const lcs = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (midA[i] === midB[j]) {
        push("same", midA[i++]!);
        j++;
      } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push("removed", midA[i++]!);
      else push("added", midB[j++]!);
    }
    while (i < n) push("removed", midA[i++]!);
    while (j < m) push("added", midB[j++]!);
  }
  push("same", a.slice(endA).join(""));
  return out;
}
