import { useNavigation } from "react-router";
import { PENDING_NOTICES, type PendingNoticeKind } from "../../shared/nav.ts";
import { enhanceRoot } from "../../shared/enhance.ts";
import "./PendingNotice.css";

/**
 * A loading notice ('Loading...', 'Loading news and events...') shown only while the visitor
 * waits for a page of the kind `kind` names (a link followed to it: client/enhance/pending.ts on
 * public pages; a client-side navigation in the staff area's app). A page rendered by the server
 * arrives with its data, so it never shows this.
 */
export function PendingNotice({ kind }: { kind: PendingNoticeKind }) {
  const navigation = useNavigation();
  const { when, message } = PENDING_NOTICES[kind];
  const pending = navigation.state === "loading" && when(navigation.location.pathname);
  return (
    <div className="pending-notice" role="status" aria-live="polite" data-pending={kind} {...enhanceRoot("pending")}>
      {pending ? <span className="pending-notice__text">{message}</span> : null}
    </div>
  );
}
