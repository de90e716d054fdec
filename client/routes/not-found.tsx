import { data } from "react-router";
import { NotFound } from "../components/NotFound.tsx";

export const meta = () => [{ title: "Page not found" }];

/** Any path no other route matches answers 404. */
export function loader() {
  return data(null, { status: 404 });
}

export default NotFound;
