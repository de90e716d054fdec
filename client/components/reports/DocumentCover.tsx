import { DOCUMENT_KINDS, type Document } from "../../../shared/schemas/documents.ts";

/**
 * A document's cover: the image staff chose, else a typeset cover in the house colours (kind,
 * title, year), drawn in CSS so a list of documents costs no image bytes. The typeset cover
 * repeats what the card says in text, so it is hidden from assistive technology.
 */
export function DocumentCover({ doc, size = "card" }: { doc: Pick<Document, "cover" | "coverAlt" | "kind" | "title" | "year">; size?: "card" | "large" }) {
  if (doc.cover) {
    return (
      <div className={`doc-cover doc-cover--${size} doc-cover--image`}>
        <img src={doc.cover} alt={doc.coverAlt} width={420} height={594} loading="lazy" decoding="async" />
      </div>
    );
  }
  return (
    <div className={`doc-cover doc-cover--${size} doc-cover--typeset doc-cover--${doc.kind}`} aria-hidden="true">
      <span className="doc-cover__kind">{DOCUMENT_KINDS[doc.kind].label}</span>
      <span className="doc-cover__title">{doc.title}</span>
      <span className="doc-cover__year">{doc.year}</span>
      <span className="doc-cover__brand">R28 Holdings</span>
    </div>
  );
}
