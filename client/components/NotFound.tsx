import { Link } from "react-router";
import { MESSAGES } from "../../shared/constants.ts";

/** The not-found page (SPEC.md section 2, 404 page). */
export function NotFound() {
  return (
    <main id="main-content" className="not-found">
      <h1 className="not-found__code">404</h1>
      <h2>Look like you're lost</h2>
      <p>the page you are looking for is not available!</p>
      <Link to="/" className="button">
        {MESSAGES.goHome}
      </Link>
    </main>
  );
}
