import { SUPER_ADMIN_ROLE } from "../../../shared/constants.ts";
import { api } from "../../admin/api.ts";
import { AdminRouteError } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import { loadOrSignIn } from "../../admin/loaders.ts";
import { SettingsScreen } from "../../admin/screens/settings/SettingsScreen.tsx";
import type { Route } from "./+types/settings.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Settings");

/**
 * Who is signed in (as the server sees it), their two-factor sign-in and, for the super admin only,
 * the user list with who has two-factor sign-in, read when the screen opens. Anyone else gets no
 * list (the API would refuse it).
 */
export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadOrSignIn(request, async () => {
    const me = await api.auth.me();
    const superAdmin = me.role === SUPER_ADMIN_ROLE;
    const [users, twoFactor, twoFactorUsers, account, accounts] = await Promise.all([
      superAdmin ? api.users.list() : null,
      api.twoFactor.status(),
      superAdmin ? api.twoFactor.overview() : null,
      api.users.account(),
      superAdmin ? api.users.accounts() : null,
    ]);
    return { me, users, twoFactor, twoFactorUsers, account, accounts };
  });

export default function Settings({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsScreen
      me={loaderData.me}
      initialUsers={loaderData.users}
      twoFactor={loaderData.twoFactor}
      twoFactorUsers={loaderData.twoFactorUsers}
      account={loaderData.account}
      accounts={loaderData.accounts}
    />
  );
}

export { AdminRouteError as ErrorBoundary };
