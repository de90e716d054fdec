import { api } from "../../admin/api.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { MediaScreen } from "../../admin/screens/media/MediaScreen.tsx";
import type { Route } from "./+types/media.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Media");

/** The first page of the media library, newest first. */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadOrSignIn(request, () => api.media.page({ page: 1, q: "" }));

export default function Media({ loaderData }: Route.ComponentProps) {
  return <MediaScreen initial={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
