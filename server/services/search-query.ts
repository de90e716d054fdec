/**
 * A visitor's search as an FTS5 query (SQLite), read as PostgreSQL's websearch_to_tsquery reads
 * it: every word and "quoted phrase" must match, `or` between two terms lets either match, and a
 * term after `-` must not. Only letters and digits reach FTS5, each term quoted, so no input can
 * use FTS5's own syntax (column filters, NEAR, prefixes). Undefined when nothing is left to match
 * (an empty query, punctuation only, or only excluded terms).
 */
export function ftsQuery(q: string): string | undefined {
  const groups: string[][] = [];
  const excluded: string[] = [];
  let orNext = false;
  for (const m of q.matchAll(/(-?)"([^"]*)"?|(\S+)/g)) {
    let text = m[2] ?? m[3] ?? "";
    let not = m[1] === "-";
    if (m[3] !== undefined) {
      if (text.toLowerCase() === "or") {
        orNext = groups.length > 0;
        continue;
      }
      if (text.startsWith("-")) {
        not = true;
        text = text.slice(1);
      }
    }
    const words = text.match(/[\p{L}\p{N}]+/gu);
    if (!words) continue;
    const phrase = `"${words.slice(0, 16).join(" ")}"`;
    if (not) excluded.push(phrase);
    else if (orNext) groups.at(-1)!.push(phrase);
    else groups.push([phrase]);
    orNext = false;
    if (groups.length + excluded.length >= 16) break;
  }
  if (groups.length === 0) return undefined;
  const positive = groups.map((g) => (g.length > 1 ? `(${g.join(" OR ")})` : g[0])).join(" AND ");
  return excluded.length > 0 ? `${positive} NOT (${excluded.join(" OR ")})` : positive;
}
