import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root.ts";
import { servicesContext } from "./context.ts";
import { useNonce } from "./nonce.tsx";
import { NotFound } from "./components/NotFound.tsx";
import "./styles/global.css";

/** Site-wide data: the company short name and the footer block. */
export async function loader({ context }: Route.LoaderArgs) {
  const s = context.get(servicesContext);
  const { footer } = await s.content.getMany(["footer"]);
  return { siteName: s.config.siteName, siteUrl: s.config.siteUrl, contactFormAction: s.config.contactFormAction, footer };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <main id="main-content" className="error-page">
      <h1>Unexpected Application Error!</h1>
      <p>Something went wrong while showing this page. Please try again in a moment.</p>
    </main>
  );
}
