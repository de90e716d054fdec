/**
 * Writes structured data (client/lib/structured-data.ts) into the page for search engines. A data
 * block, never run as a script; `<` is escaped so stored text cannot close the element.
 */
export function JsonLd({ data }: { readonly data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />;
}
