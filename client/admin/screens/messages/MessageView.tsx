import { inboxHeadline, type Message } from "../../../../shared/schemas/messages.ts";
import { CloseIcon, TrashIcon } from "../../components/Icon/index.ts";
import { IconButton } from "../../components/IconButton/index.ts";
import { formatWhen, senderOf } from "./format.ts";

interface Props {
  message: Message | null;
  busy: boolean;
  onMark(message: Message, read: boolean): void;
  onDelete(message: Message): void;
  onClose(): void;
  /** A data-subject request for the sender of this message: a copy of all they sent, or erasure. */
  onExportSender(message: Message, format: "json" | "csv"): void;
  onEraseSender(message: Message): void;
}

const LOOKS_LIKE_EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/;

/**
 * One message: who sent it, their e-mail (a mailto link when it looks like an address), company,
 * phone, when it came, and the text exactly as typed: React writes it as text, never as HTML.
 */
export function MessageView({ message: m, busy, onMark, onDelete, onClose, onExportSender, onEraseSender }: Props) {
  if (!m) {
    return (
      <section className="admin-card admin-inbox__message admin-inbox__message--none" aria-label="Message">
        <p>Choose a message to read it.</p>
      </section>
    );
  }
  const reply = LOOKS_LIKE_EMAIL.test(m.email) ? `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}` : null;
  return (
    <article className="admin-card admin-inbox__message" aria-labelledby="inbox-message-title">
      <header className="admin-inbox__message-header">
        <h2 id="inbox-message-title" className="admin-inbox__message-title">
          {inboxHeadline(m)}
        </h2>
        <IconButton label="Close message" title="Close" icon={<CloseIcon />} onClick={onClose} />
      </header>
      <dl className="admin-inbox__meta">
        <div>
          <dt className="admin-caption">From</dt>
          <dd>{senderOf(m)}</dd>
        </div>
        <div>
          <dt className="admin-caption">E-mail</dt>
          <dd>{reply ? <a href={`mailto:${m.email}`}>{m.email}</a> : m.email || "—"}</dd>
        </div>
        <div>
          <dt className="admin-caption">Company</dt>
          <dd>{m.company || "—"}</dd>
        </div>
        <div>
          <dt className="admin-caption">Phone</dt>
          <dd>{m.phone || "—"}</dd>
        </div>
        <div>
          <dt className="admin-caption">Received</dt>
          <dd>
            <time dateTime={m.createdAt}>{formatWhen(m.createdAt)}</time>
          </dd>
        </div>
      </dl>
      <div className="admin-inbox__body" aria-label="Message text">
        {m.message || "(no message text)"}
      </div>
      <footer className="admin-inbox__actions">
        {reply ? (
          <a className="admin-button admin-button--primary" href={reply}>
            Reply by e-mail
          </a>
        ) : null}
        <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={() => onMark(m, !m.read)}>
          {m.read ? "Mark as unread" : "Mark as read"}
        </button>
        <button type="button" className="admin-button admin-button--secondary admin-inbox__delete" disabled={busy} onClick={() => onDelete(m)}>
          <TrashIcon />
          Delete
        </button>
      </footer>
      {m.email.trim() ? (
        <section className="admin-inbox__sender" aria-labelledby="inbox-sender-title">
          <h3 id="inbox-sender-title" className="admin-caption">
            Data request from this sender
          </h3>
          <p className="admin-inbox__sender-note">For a request to see or erase their data: every message sent from {m.email.trim()}. Each action is recorded in the activity log.</p>
          <div className="admin-inbox__actions">
            <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={() => onExportSender(m, "json")}>
              Export all (JSON)
            </button>
            <button type="button" className="admin-button admin-button--secondary" disabled={busy} onClick={() => onExportSender(m, "csv")}>
              Export all (CSV)
            </button>
            <button type="button" className="admin-button admin-button--secondary admin-inbox__delete" disabled={busy} onClick={() => onEraseSender(m)}>
              <TrashIcon />
              Erase all from this sender
            </button>
          </div>
        </section>
      ) : null}
    </article>
  );
}
