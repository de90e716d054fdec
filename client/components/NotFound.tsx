import { MESSAGES } from "../../shared/constants.ts";
import { Button } from "./Button.tsx";
import "./NotFound.css";
import "./grid-lines.css";

/** The not-found page (SPEC.md section 2, 404 page): shown for any unknown path, with status 404. */
export function NotFound() {
  return (
    <main id="main-content" className="not-found grid-lines">
      <div className="container not-found__inner">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found__title">
          <span className="visually-hidden">404: </span>Look like you're lost
        </h1>
        <p className="not-found__text">the page you are looking for is not available!</p>
        <Button href="/" variant="light" icon="arrow-right">
          {MESSAGES.goHome}
        </Button>
      </div>
    </main>
  );
}
