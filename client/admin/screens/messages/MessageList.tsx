import { inboxHeadline, type Message } from "../../../../shared/schemas/messages.ts";
import { formatWhen, senderOf } from "./format.ts";

interface Props {
  messages: readonly Message[];
  unread: number;
  openId: string | null;
  onOpen(message: Message): void;
}

/** The inbox list: one button per message (sender, when, subject, first words); unread ones marked. */
export function MessageList({ messages, unread, openId, onOpen }: Props) {
  return (
    <section className="admin-card admin-inbox__list" aria-labelledby="inbox-list-title">
      <header className="admin-inbox__list-header">
        <h2 id="inbox-list-title" className="admin-card__title">
          Messages
        </h2>
        <p className="admin-inbox__counts">
          {messages.length} {messages.length === 1 ? "message" : "messages"}, {unread} unread
        </p>
      </header>
      {messages.length === 0 ? (
        <p className="admin-inbox__empty">No messages yet. Messages sent through the contact form appear here.</p>
      ) : (
        <ul className="admin-inbox__items" role="list">
          {messages.map((m) => (
            <li key={m._id}>
              <button
                type="button"
                className={`admin-inbox__item${m.read ? "" : " admin-inbox__item--unread"}`}
                aria-current={m._id === openId ? "true" : undefined}
                onClick={() => onOpen(m)}
              >
                <span className="admin-inbox__item-top">
                  <span className="admin-inbox__from">{senderOf(m)}</span>
                  <time className="admin-inbox__when" dateTime={m.createdAt}>
                    {formatWhen(m.createdAt, "short")}
                  </time>
                </span>
                <span className="admin-inbox__subject">
                  {m.read ? null : <span className="admin-inbox__dot">Unread: </span>}
                  {inboxHeadline(m)}
                </span>
                <span className="admin-inbox__snippet">{m.message.slice(0, 140) || "(no message text)"}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
