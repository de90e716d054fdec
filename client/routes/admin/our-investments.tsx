import { api } from "../../admin/api.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { InvestmentsScreen } from "../../admin/screens/investments/InvestmentsScreen.tsx";
import type { Route } from "./+types/our-investments.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Our Investments");

/** The first page of the stored investments, read when the screen opens. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadOrSignIn(request, () => api.investments.page({ page: 1, q: "" }));

export default function InvestmentsEditor({ loaderData }: Route.ComponentProps) {
  return <InvestmentsScreen initial={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
