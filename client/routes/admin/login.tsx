import { redirect } from "react-router";
import { adminMeta } from "../../admin/meta.ts";
import { LoginScreen } from "../../admin/screens/login/LoginScreen.tsx";
import { isLoggedIn, safeNext } from "../../admin/session.ts";
import type { Route } from "./+types/login.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Sign in");

/** Someone already signed in (in this tab) goes straight on. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (isLoggedIn()) throw redirect(safeNext(new URL(request.url).searchParams.get("next")));
  return null;
}

export default function Login() {
  return <LoginScreen />;
}
