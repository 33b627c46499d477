import { useSyncExternalStore } from "react";

/** Mirrors the server's SESSION_HINT_COOKIE: set with the session, holds no secret. */
const HINT = /(?:^|;\s*)signed_in=1(?:;|$)/;

const subscribe = () => () => {};

/** Whether a session cookie may exist, read now (in the browser only). */
export function mayBeSignedIn(): boolean {
  return HINT.test(document.cookie);
}

/**
 * Whether a session cookie may exist. Prerendered HTML is built for visitors (false);
 * the browser then reads its own cookie.
 */
export function useSessionHint(): boolean {
  return useSyncExternalStore(subscribe, mayBeSignedIn, () => false);
}
