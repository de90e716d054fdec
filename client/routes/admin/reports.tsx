import { api } from "../../admin/api.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { ReportsScreen } from "../../admin/screens/reports/ReportsScreen.tsx";
import type { Route } from "./+types/reports.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Reports & documents");

/** Every published document, read when the screen opens. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadOrSignIn(request, () => api.documents.list());

export default function Reports({ loaderData }: Route.ComponentProps) {
  return <ReportsScreen initial={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
