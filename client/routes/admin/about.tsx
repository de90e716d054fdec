import { editorRoute } from "../../admin/components/EditorScreen/index.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { EDITOR_SCREENS } from "../../admin/editors.ts";
import { AboutTabs } from "../../admin/screens/leaders/AboutTabs.tsx";

/**
 * Admin › About: the ‘Who we are’ and core values pages (the screen is data in admin/editors.ts);
 * the tabs above lead to the Leadership screen beside it.
 */
const route = editorRoute(EDITOR_SCREENS.about);
export const meta = route.meta;
export const clientLoader = route.clientLoader;
export default function AboutEditor(props: Parameters<typeof route.Component>[0]) {
  return (
    <>
      <AboutTabs />
      <route.Component {...props} />
    </>
  );
}
export { AdminRouteError as ErrorBoundary };
