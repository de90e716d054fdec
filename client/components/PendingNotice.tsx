import { useNavigation } from "react-router";
import "./PendingNotice.css";

/**
 * A loading notice ('Loading...', 'Loading news and events...') shown only while a client-side
 * navigation to a matching path waits for its data. A page rendered by the server arrives with its
 * data, so it never shows this.
 */
export function PendingNotice({ when, message }: { when: (pathname: string) => boolean; message: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && when(navigation.location.pathname);
  return (
    <div className="pending-notice" role="status" aria-live="polite">
      {pending ? <span className="pending-notice__text">{message}</span> : null}
    </div>
  );
}
