import { api } from "../../admin/api.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { NewsScreen } from "../../admin/screens/news/NewsScreen.tsx";
import type { Route } from "./+types/news.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "News and events");

/** The first page of the stored news items, read when the screen opens. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadOrSignIn(request, () => api.news.page({ page: 1, q: "" }));

export default function NewsEditor({ loaderData }: Route.ComponentProps) {
  return <NewsScreen initial={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
