/**
 * The router of a prerendered content page. Such a page is not run by React Router's data
 * router (see ./README.md): its islands only need links, the current location and
 * `navigate`, which React Router's plain `<Router>` gives them. Every content page exists
 * as its own prerendered HTML file, so a navigation to another page loads that page; only
 * a change of the query string stays on this document (e.g. dropping `?welcome=1`).
 */
import { useSyncExternalStore } from "react";
import {
  createPath,
  type Location,
  type Navigator,
  parsePath,
  Router,
  type To,
} from "react-router";
import { rememberToastsForNextPage } from "./flash-toasts.ts";

const listeners = new Set<() => void>();
let current: Location | undefined;

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state?.usr ?? null, key: "default" };
}

function currentLocation(): Location {
  current ??= readLocation();
  return current;
}

function locationChanged() {
  current = readLocation();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("popstate", locationChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("popstate", locationChanged);
  };
}

const hrefOf = (to: To) => (typeof to === "string" ? to : createPath(to));

function go(to: To, state: unknown, replace: boolean) {
  const url = new URL(hrefOf(to), window.location.href);
  const here = window.location;
  const samePage = url.origin === here.origin && url.pathname === here.pathname;
  if (samePage && url.search !== here.search) {
    window.history[replace ? "replaceState" : "pushState"]({ usr: state }, "", url);
    locationChanged();
    return;
  }
  // Another page, the same page again, or only a new #fragment (which the browser scrolls
  // to without a reload): what a plain link does.
  rememberToastsForNextPage();
  if (replace) window.location.replace(url);
  else window.location.assign(url);
}

export const pageNavigator: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
};

/** In the browser: the document's own location, kept in step with query changes. */
export function PageRouter({ children }: { children: React.ReactNode }) {
  const location = useSyncExternalStore(subscribe, currentLocation, currentLocation);
  return (
    <Router location={location} navigator={pageNavigator}>
      {children}
    </Router>
  );
}

const inertNavigator: Navigator = {
  createHref: hrefOf,
  go: () => {},
  push: () => {},
  replace: () => {},
};

/** At build time: the prerendered page's path, for an island rendered on its own. */
export function StaticPageRouter({ url, children }: { url: string; children: React.ReactNode }) {
  const { pathname, search, hash } = new URL(url);
  return (
    <Router location={parsePath(`${pathname}${search}${hash}`)} navigator={inertNavigator} static>
      {children}
    </Router>
  );
}
