// The design system first: it declares the cascade layers every other stylesheet uses.
import "./styles/global.css";
// Before any schema is built: no eval under our CSP (see the module).
import "./lib/zod-jitless.ts";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/root.ts";
import { previewContext, servicesContext } from "./context.ts";
import { useNonce } from "./nonce.tsx";
import { Footer } from "./components/Footer.tsx";
import { Header } from "./components/Header.tsx";
import { NotFound } from "./components/NotFound.tsx";
import { PreviewBanner } from "./components/PreviewBanner.tsx";
import { SITE_DEFAULT_NAME } from "../shared/content/site.ts";
import { footerWithFallbacks } from "./lib/contact.ts";
import { isStaffPath, showsSiteChrome } from "../shared/nav.ts";
import { loadSiteData, useSiteData } from "./lib/site-data.ts";
import { FEED_PATH } from "./lib/feed.ts";

/** Site-wide data for every page (client/lib/site-data.ts). */
export function loader({ context }: Route.LoaderArgs) {
  return loadSiteData(context.get(servicesContext), context.get(previewContext) ?? undefined);
}

// No font preloads: they would compete with the page's largest image on a slow link. Public pages
// turn the web fonts on after their largest paint (server/page-assets.ts; docs/performance.md
// "Fonts"); the staff area and previews (which run no script) have them from the start.
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const data = useSiteData();
  const siteName = data?.siteName || SITE_DEFAULT_NAME;
  const chrome = showsSiteChrome(pathname);
  // A preview is the server's page alone: not indexed, marked, and without scripts.
  const preview = data?.preview;
  // Only the staff area is a React app in the browser. Public pages are not hydrated: the server
  // adds their small enhancement script instead (server/page-assets.ts, docs/performance.md).
  const app = isStaffPath(pathname) && !preview;
  return (
    <html lang="en-NG" data-web-fonts={app || preview ? "" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {preview ? <meta name="robots" content="noindex, nofollow" /> : null}
        <Meta />
        <Links />
        {app ? null : <link rel="alternate" type="application/atom+xml" title={`${siteName} news and events`} href={FEED_PATH} />}
      </head>
      <body>
        {chrome ? (
          <>
            <a className="skip-link" href="#main-content">
              Skip to main content
            </a>
            <Header siteName={siteName} />
          </>
        ) : null}
        {children}
        {chrome ? <Footer content={footerWithFallbacks(data?.footer)} siteName={siteName} year={new Date().getFullYear()} /> : null}
        {preview ? <PreviewBanner notice={preview} /> : null}
        {app ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
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
