import { api } from "../../admin/api.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { InboxScreen } from "../../admin/screens/messages/InboxScreen.tsx";
import type { Route } from "./+types/messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Inbox");

/** The contact messages, read when the screen opens; the one `?open=` names is marked read. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadOrSignIn(request, async () => {
    const inbox = await api.messages.list();
    const open = new URL(request.url).searchParams.get("open");
    const index = inbox.messages.findIndex((m) => m._id === open && !m.read);
    if (index < 0) return inbox;
    const messages = [...inbox.messages];
    messages[index] = await api.messages.mark(messages[index]!._id, true);
    return { messages, unread: inbox.unread - 1 };
  });

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxScreen initial={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
