import { EditorScreen } from "../../admin/components/EditorScreen/index.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { EDITOR_SCREENS, loadScreen } from "../../admin/editors.ts";
import { adminMeta } from "../../admin/meta.ts";
import type { Route } from "./+types/strategic-alliances.ts";

const screen = EDITOR_SCREENS.strategicAlliances;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, screen.title);

/** The stored values of every part, read before the forms show. */
export const clientLoader = () => loadScreen(screen);

export default function StrategicAlliancesEditor({ loaderData }: Route.ComponentProps) {
  return <EditorScreen screen={screen} values={loaderData} />;
}

export { AdminRouteError as ErrorBoundary };
