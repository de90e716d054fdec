import { Outlet, redirect, useRouteLoaderData } from "react-router";
import { AdminProvider } from "../../admin/AdminProvider.tsx";
import { api } from "../../admin/api.ts";
import { AdminShell } from "../../admin/components/AdminShell/index.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { isLoggedIn } from "../../admin/session.ts";
import { SITE_DEFAULT_NAME } from "../../content/site.ts";
import type { loader as rootLoader } from "../../root.tsx";
import type { Route } from "./+types/dashboard.ts";

/**
 * The guard of /admin/dashboard*: no session flag → the login; a session the server no longer
 * accepts (expired, revoked, signed out elsewhere) → the login too, with the flags cleared.
 * Runs when the dashboard is entered, not on moves between its screens.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (!isLoggedIn()) throw redirect("/admin/login");
  return loadOrSignIn(request, async () => ({ user: await api.auth.me() }));
}

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
