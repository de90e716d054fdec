import { Outlet, redirect, useRouteLoaderData } from "react-router";
import { AdminProvider } from "../../admin/AdminProvider.tsx";
import { api } from "../../admin/api.ts";
import { AdminShell } from "../../admin/components/AdminShell/index.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { isLoggedIn } from "../../admin/session.ts";
import { SITE_DEFAULT_NAME } from "../../../shared/content/site.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/dashboard.ts";

/**
 * The guard of /admin/dashboard*: no session flag → the login; a session the server no longer
 * accepts (expired, revoked, signed out elsewhere) → the login too, with the flags cleared.
 * Runs when the dashboard is entered, not on moves between its screens.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isLoggedIn()) throw redirect("/admin/login");
  const loaded = await loadOrSignIn(request, async () => {
    const [user, twoFactor] = await Promise.all([api.auth.me(), api.twoFactor.status()]);
    return { user, twoFactor };
  });
  // Two-factor sign-in required for everyone and not set up yet: on to its card in Settings
  // (writes answer 403 until then).
  if (loaded.twoFactor.required && !loaded.twoFactor.enabled && new URL(request.url).pathname !== TWO_FACTOR_SETUP_PATH) {
    throw redirect(`${TWO_FACTOR_SETUP_PATH}#two-factor`);
  }
  return { user: loaded.user };
}

const TWO_FACTOR_SETUP_PATH = "/admin/dashboard/settings";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const siteName = useRouteLoaderData<typeof rootLoader>("root")?.siteName || SITE_DEFAULT_NAME;
  return (
    <AdminProvider user={loaderData.user}>
      <AdminShell siteName={siteName}>
        <Outlet />
      </AdminShell>
    </AdminProvider>
  );
}

export { AdminRouteError as ErrorBoundary };
