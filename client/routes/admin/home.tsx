import { editorRoute } from "../../admin/components/EditorScreen/index.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { EDITOR_SCREENS } from "../../admin/editors.ts";

/** Admin › Home page (the dashboard's index): the texts of the home page and the footer (the screen is data in admin/editors.ts). */
const route = editorRoute(EDITOR_SCREENS.home);
export const meta = route.meta;
export const clientLoader = route.clientLoader;
export default route.Component;
export { AdminRouteError as ErrorBoundary };
