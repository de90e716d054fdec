import { redirect } from "react-router";

/** /admin itself: straight on to the dashboard (whose guard sends visitors to the login). */
export function loader() {
  throw redirect("/admin/dashboard");
}

export default function AdminIndex() {
  return null;
}
