import { useLocation } from "react-router";
import { ErrorCard } from "../../admin/components/RouteError/index.ts";
import { adminMeta } from "../../admin/meta.ts";
import type { Route } from "./+types/not-found.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Not found");

/** A dashboard address with no screen: said inside the dashboard, with the way back. */
export default function AdminNotFound() {
  const { pathname } = useLocation();
  return (
    <ErrorCard title="There is no screen at this address">
      <p>
        <code>{pathname}</code> is not part of the dashboard. Choose a screen from the menu.
      </p>
    </ErrorCard>
  );
}
