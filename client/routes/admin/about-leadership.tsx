import { api } from "../../admin/api.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { AboutTabs } from "../../admin/screens/leaders/AboutTabs.tsx";
import { LeadershipScreen } from "../../admin/screens/leaders/LeadershipScreen.tsx";
import type { Route } from "./+types/about-leadership.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Leadership");

/** The stored people in list order, read when the screen opens. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadOrSignIn(request, api.leaders.list);

/** Admin › About › Leadership. */
export default function LeadershipEditor({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AboutTabs />
      <LeadershipScreen initial={loaderData} />
    </>
  );
}

export { AdminRouteError as ErrorBoundary };
