import { adminMeta } from "../../admin/meta.ts";
import { ResetPasswordScreen } from "../../admin/screens/login/ResetPasswordScreen.tsx";
import type { Route } from "./+types/password-reset.ts";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Choose a new password");

export default function ResetPassword() {
  return <ResetPasswordScreen />;
}
