import { htmlToText, wordDiff } from "../../../../shared/diff.ts";
import { splitImageList } from "../../../../shared/schemas/news.ts";
import { galleryOf, type FieldKind } from "./fields.ts";

/** The change of one field: words struck and added for text, before and after for images. */
export function FieldDiff({ kind, before, after }: { kind: FieldKind; before: string; after: string }) {
  if (kind === "gallery") {
    const [a, b] = [galleryOf(before), galleryOf(after)];
    return (
      <>
        <div className="admin-history__images">
          <ImageColumn title="Before" urls={a.urls} />
          <ImageColumn title="After" urls={b.urls} />
        </div>
        <FieldDiff kind="text" before={a.text} after={b.text} />
      </>
    );
  }
  if (kind === "image" || kind === "images") {
    const list = (v: string) => (kind === "images" ? splitImageList(v) : v ? [v] : []);
    return (
      <div className="admin-history__images">
        <ImageColumn title="Before" urls={list(before)} />
        <ImageColumn title="After" urls={list(after)} />
      </div>
    );
  }
  const a = kind === "rich" ? htmlToText(before) : before;
  const b = kind === "rich" ? htmlToText(after) : after;
  const parts = wordDiff(a, b);
  return (
    <p className="admin-history__text">
      {parts.length === 0 ? <span className="admin-history__empty">(empty)</span> : null}
      {parts.map((p, i) =>
        p.kind === "same" ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === "added" ? (
          <ins key={i}>
            <span className="visually-hidden">[added: </span>
            {p.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : (
          <del key={i}>
            <span className="visually-hidden">[removed: </span>
            {p.text}
            <span className="visually-hidden">]</span>
          </del>
        ),
      )}
    </p>
  );
}

function ImageColumn({ title, urls }: { title: string; urls: string[] }) {
  return (
    <figure className="admin-history__image-column">
      <figcaption>{title}</figcaption>
      {urls.length === 0 ? (
        <p className="admin-history__empty">No image</p>
      ) : (
        <ul role="list">
          {urls.map((u, i) => (
            <li key={`${u}-${i}`}>
              <img src={u} alt={`${title}, ${i + 1} of ${urls.length}`} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
