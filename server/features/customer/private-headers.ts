/**
 * Customer data must not linger in caches once a link is switched off, nor be indexed if a
 * shared URL leaks into a crawler's path: every customer answer, a refusal too, says so.
 */
export const PRIVATE_HEADERS = {
  "cache-control": "no-store",
  "x-robots-tag": "noindex, nofollow",
} as const;
