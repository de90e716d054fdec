import type { MediaItem } from "../../../../shared/schemas/media.ts";
import { CloseIcon, DocumentIcon } from "../../components/Icon/index.ts";
import { formatBytes, usageText } from "./format.ts";

/**
 * A published PDF's details beside the grid. A document has no alt text or focal point, and it is
 * edited, replaced and deleted on the Reports screen: this panel shows what it is, where it is
 * published, and links there.
 */
export function DocumentDetail({ item, onClose }: { item: MediaItem; onClose(): void }) {
  const doc = item.document;
  if (!doc) return null;
  return (
    <aside className="admin-card admin-media-detail" aria-labelledby="media-detail-title">
      <div className="admin-media-detail__head">
        <h2 id="media-detail-title" className="admin-media-detail__title">
          {doc.title}
        </h2>
        <button type="button" className="admin-icon-button" onClick={onClose} aria-label="Close the details">
          <CloseIcon />
        </button>
      </div>
      {doc.cover ? (
        <img className="admin-media-detail__cover" src={doc.cover} alt="" />
      ) : (
        <span className="admin-media-tile__doc admin-media-detail__cover">
          <DocumentIcon />
          <span>PDF</span>
        </span>
      )}
      {doc.description ? <p className="admin-media-detail__note">{doc.description}</p> : null}
      <dl className="admin-media-facts">
        <div>
          <dt>File</dt>
          <dd>{item.name}</dd>
        </div>
        <div>
          <dt>File size</dt>
          <dd>
            {formatBytes(item.bytes)} ({item.bytes.toLocaleString("en-GB")} bytes)
          </dd>
        </div>
        <div>
          <dt>Pages</dt>
          <dd>{doc.pages}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{item.mime}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>
            <a href={item.url} target="_blank" rel="noopener">
              {item.url}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
      </dl>
      <section aria-labelledby="media-usage-title" className="admin-media-usage">
        <h3 id="media-usage-title" className="admin-media-usage__title">
          {usageText(item)}
        </h3>
        <ul role="list">
          <li>
            <a href={doc.page} target="_blank" rel="noopener">
              {doc.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </section>
      <p className="admin-media-detail__note">Documents have no alt text or focal point. Change the details, replace the file or delete it on the Reports &amp; documents screen.</p>
      <a className="admin-button admin-button--ghost admin-button--small" href={doc.editor}>
        Edit in Reports &amp; documents
      </a>
    </aside>
  );
}
