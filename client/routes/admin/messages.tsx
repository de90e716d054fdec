import { api } from "../../admin/api.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { InboxScreen } from "../../admin/screens/messages/InboxScreen.tsx";
import type { Route } from "./+types/messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Inbox");

/**
 * The first page of the contact messages, read when the screen opens; the one `?open=` names is
 * read too when it is on another page, and marked read.
 */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadOrSignIn(request, async () => {
    const inbox = await api.messages.page(1);
    const open = new URL(request.url).searchParams.get("open");
    const opened = open ? (inbox.messages.find((m) => m._id === open) ?? (await api.messages.read(open).catch(() => null))) : null;
    if (!opened || opened.read) return { ...inbox, opened };
    const marked = await api.messages.mark(opened._id, true);
    return { ...inbox, messages: inbox.messages.map((m) => (m._id === marked._id ? marked : m)), unread: inbox.unread - 1, opened: marked };
  });

export default function Inbox({ loaderData }: Route.ComponentProps) {
  return <InboxScreen initial={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
