import { api } from "../../admin/api.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { ReviewsScreen } from "../../admin/screens/reviews/ReviewsScreen.tsx";
import type { Route } from "./+types/reviews.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Reviews");

/** Every draft (review requests first on the screen) and the schedule with the scheduler's state. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadOrSignIn(request, async () => {
    const [drafts, schedule] = await Promise.all([api.drafts.list(), api.schedule.list().catch(() => null)]);
    return { drafts, schedule };
  });

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsScreen data={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
