/**
 * Where a sign-in returns to. A guard that sends a signed-out visitor to /auth keeps the path
 * they asked for (`/auth?next=/admin/job-orders/…`) so that an e-mailed link still lands on its
 * target after the sign-in. Only a path of this site counts: `next` comes from a URL anyone can
 * craft, and following `//evil.example` or `https://evil.example` would hand the freshly
 * signed-in user to another site.
 */
import { EXTERNAL_SIGN_IN_LANDING, WELCOME_PARAM } from "./auth-values.ts";

export const NEXT_PARAM = "next";

/** The path itself when it is a same-site path (`/…`), else null. */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith("/")) return null;
  // `//host` and `/\host` are other hosts to a browser; control characters hide such tricks.
  if (value.startsWith("//") || value.startsWith("/\\")) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  // Resolved against a placeholder origin it must stay there (catches encoded tricks too).
  const base = "https://site.invalid";
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** /auth with the path to return to, when there is one worth returning to. */
export function signInPathFor(path: string): string {
  const next = sameSitePath(path);
  return next && next !== "/" && !next.startsWith("/auth")
    ? // Slashes are plain in a query: `/auth?next=/admin/job-orders/…` reads as what it is.
      `/auth?${NEXT_PARAM}=${encodeURIComponent(next).replaceAll("%2F", "/")}`
    : "/auth";
}

/**
 * Where an external sign-in (a round trip through the identity provider) lands: the path it
 * was asked from, marked so that the page greets the user as the sign-in form does, or the
 * home page when there is none worth returning to.
 */
export function externalSignInLanding(next: string | null | undefined): string {
  const path = sameSitePath(next);
  if (!path || path === "/" || path.startsWith("/auth")) return EXTERNAL_SIGN_IN_LANDING;
  const url = new URL(path, "https://site.invalid");
  url.searchParams.set(WELCOME_PARAM, "1");
  return `${url.pathname}${url.search}${url.hash}`;
}
