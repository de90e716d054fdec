import { editorRoute } from "../../admin/components/EditorScreen/index.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { EDITOR_SCREENS } from "../../admin/editors.ts";

/** Admin › Our Investments › Sectors: the home sector cards and the sector pages (data in admin/editors.ts). */
const route = editorRoute(EDITOR_SCREENS.sectors);
export const meta = route.meta;
export const clientLoader = route.clientLoader;
export default route.Component;
export { AdminRouteError as ErrorBoundary };
