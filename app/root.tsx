import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  type Location,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from "react-router";
import { Footer } from "~/components/footer";
import { Header } from "~/components/header";
import { LazyToaster } from "~/components/lazy-toaster";
import { PageSpinner, Spinner } from "~/components/spinner";
import { QueryProvider } from "~/lib/query-provider";
import { useMarkHydrated } from "~/lib/use-hydrated";
import type { Route } from "./+types/root";
import appStylesHref from "./app.css?url";

// Every app screen waits for TanStack Query's client (app/lib/query-provider.tsx): start
// loading it with this module instead of when the first screen suspends for it, a round
// trip later. Content pages never run this module (islands: docs/decisions/026-islands.md),
// and prerendering (no document) skips it. See docs/decisions/070-app-screens-first-load.md.
if (typeof document !== "undefined") void import("./lib/query-client.ts");

/**
 * The stylesheet first: it blocks the first paint, and placed after the ~40 module
 * preloads it waited for a free connection behind them. Then the Latin subset of the
 * self-hosted font, fetched with the CSS instead of after it.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesHref, precedence: "default" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/**
 * Every full page load starts with the location key "default", so keyed by location.key a
 * load of /#contact would "restore" the position saved when the tab left another page
 * (/faq, say) and never reach the section. The first entry of a load is keyed by its URL
 * instead; in-app navigations keep their own history keys.
 */
function scrollRestorationKey(location: Location): string {
  return location.key === "default"
    ? `${location.pathname}${location.search}${location.hash}`
    : location.key;
}

export function Layout({ children }: { children: React.ReactNode }) {
  useMarkHydrated();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration getKey={scrollRestorationKey} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <QueryProvider>
            <Outlet />
          </QueryProvider>
        </Suspense>
      </main>
      <Footer />
      <LazyToaster />
    </>
  );
}

/** Shown while a client-only (SPA) route's code loads. */
export function HydrateFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading..." />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : "Something went wrong";
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">
        Please reload the page. If the problem continues, contact us.
      </p>
    </main>
  );
}
