import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import type { Message, MessagePage } from "../../../../shared/schemas/messages.ts";
import { api } from "../../api.ts";
import { Flash, type FlashMessage } from "../../components/Flash/index.ts";
import { ScreenHeader } from "../../components/ScreenHeader/index.ts";
import { useDeletion } from "../../hooks/useDeletion.tsx";
import { useFailure } from "../../hooks/useFailure.ts";
import { senderOf } from "./format.ts";
import { MessageList as MessageListView } from "./MessageList.tsx";
import { MessageView } from "./MessageView.tsx";
import { setUnreadCount } from "./unread.ts";
import "./InboxScreen.css";

/**
 * The contact inbox: one page of the messages newest first (Previous/Next read the others from
 * the server), unread marked; the open one beside the list (`?open=<id>`, so the notification
 * e-mail can link to it, on whichever page it is). Opening marks it read (for `?open=` the
 * route's loader does it).
 */
export function InboxScreen({ initial }: { initial: MessagePage & { opened?: Message | null } }) {
  const [messages, setMessages] = useState(initial.messages);
  const [paging, setPaging] = useState({ page: initial.page, pages: initial.pages, total: initial.total, unread: initial.unread });
  const [opened, setOpened] = useState<Message | null>(initial.opened ?? null);
  const [params, setParams] = useSearchParams();
  const [flash, setFlash] = useState<FlashMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = useFailure();
  const openId = params.get("open");
  const open = messages.find((m) => m._id === openId) ?? (opened?._id === openId ? opened : null);

  useEffect(() => {
    setUnreadCount(paging.unread);
  }, [paging.unread]);

  const replace = (next: Message) => {
    const before = messages.find((m) => m._id === next._id) ?? (opened?._id === next._id ? opened : null);
    if (before && before.read !== next.read) setPaging((p) => ({ ...p, unread: p.unread + (next.read ? -1 : 1) }));
    setMessages((list) => list.map((m) => (m._id === next._id ? next : m)));
    if (opened?._id === next._id) setOpened(next);
  };

  const toPage = async (page: number) => {
    try {
      const answer = await api.messages.page(page);
      setMessages(answer.messages);
      setPaging({ page: answer.page, pages: answer.pages, total: answer.total, unread: answer.unread });
    } catch (error) {
      const text = fail(error);
      if (text) setFlash({ kind: "error", text: `The messages could not be read: ${text}` });
    }
  };

  const mark = async (m: Message, read: boolean) => {
    setBusy(true);
    try {
      replace(await api.messages.mark(m._id, read));
      if (!read) setFlash({ kind: "success", text: `Marked the message from ‘${senderOf(m)}’ as unread.` });
    } catch (error) {
      const text = fail(error);
      if (text) setFlash({ kind: "error", text: `The message could not be marked ${read ? "read" : "unread"}: ${text}` });
    } finally {
      setBusy(false);
    }
  };

  const select = (m: Message | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (m) next.set("open", m._id);
        else next.delete("open");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const deletion = useDeletion<Message>({
    nameOf: (m) => `the message from ${senderOf(m)}`,
    warning: "The message will be removed from the inbox for good; export it first if you need a copy.",
    remove: (m) => api.messages.remove(m._id),
    onDeleted: (m) => {
      setMessages((list) => list.filter((x) => x._id !== m._id));
      setPaging((p) => ({ ...p, total: p.total - 1, unread: p.unread - (m.read ? 0 : 1) }));
      if (m._id === openId) select(null);
    },
    flash: setFlash,
  });

  /**
   * Erasure of everything one sender sent (a data-subject request), confirmed first. Their messages
   * may sit on other pages too, so the page is read again from the server (list, totals, unread).
   */
  const erasure = useDeletion<Message>({
    nameOf: (m) => `every message from ${m.email.trim()}`,
    warning: "Every message sent from this address will be removed from the inbox for good; export them first if the sender asked for a copy.",
    remove: async (m) => void (await api.messages.eraseSender(m.email)),
    onDeleted: () => {
      select(null);
      setOpened(null);
      void toPage(paging.page);
    },
    flash: setFlash,
  });

  const exportSender = async (m: Message, format: "json" | "csv") => {
    setBusy(true);
    try {
      await api.messages.exportSender(m.email, format);
      setFlash({ kind: "success", text: `Exported every message from ${m.email.trim()} as ${format.toUpperCase()}.` });
    } catch (error) {
      const text = fail(error);
      if (text) setFlash({ kind: "error", text: `The messages could not be exported: ${text}` });
    } finally {
      setBusy(false);
    }
  };

  const { unread } = paging;
  return (
    <div className="admin-screen">
      <ScreenHeader
        eyebrow="Contact"
        title="Inbox"
        intro="Messages sent through the contact form of the site, newest first. Each is shown exactly as typed, as plain text."
        actions={
          paging.total > 0 ? (
            <a className="admin-button admin-button--secondary" href={api.messages.exportUrl} download>
              Export CSV
            </a>
          ) : null
        }
      />
      <Flash message={flash} onDismiss={() => setFlash(null)} />
      <div className="admin-inbox">
        <MessageListView messages={messages} unread={unread} openId={open?._id ?? null} onOpen={(m) => {
            select(m);
            // Opening an unread message marks it read (a failure leaves it unread, with the reason).
            if (!m.read) void mark(m, true);
          }} />
        <MessageView
          message={open}
          busy={busy || deletion.busy !== null || erasure.busy !== null}
          onMark={(m, read) => void mark(m, read)}
          onDelete={deletion.ask}
          onClose={() => select(null)}
          onExportSender={(m, format) => void exportSender(m, format)}
          onEraseSender={erasure.ask}
        />
      </div>
      {paging.pages > 1 ? (
        <nav className="admin-side-list__pages" aria-label="Pages of the inbox">
          <button type="button" className="admin-button admin-button--ghost" disabled={paging.page <= 1} onClick={() => void toPage(paging.page - 1)}>
            Previous<span className="visually-hidden"> page</span>
          </button>
          <span aria-live="polite">
            Page {paging.page} of {paging.pages} ({paging.total} messages)
          </span>
          <button type="button" className="admin-button admin-button--ghost" disabled={paging.page >= paging.pages} onClick={() => void toPage(paging.page + 1)}>
            Next<span className="visually-hidden"> page</span>
          </button>
        </nav>
      ) : null}
      {deletion.dialog}
      {erasure.dialog}
    </div>
  );
}
