/**
 * A link's expiry as the admin picks and reads it, without zod, so the screens
 * that only show or set an expiry carry none of the link schemas (common/link.ts
 * re-exports these).
 */

/**
 * A chosen expiry date means "through that day" where the admin is: the link expires at
 * the end of that local day. Sent as an ISO datetime, or null for no expiry.
 */
export function expiryDateToIso(date: string): string | null {
  if (!date) return null;
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 23, 59, 59, 999).toISOString();
}

/** The form's date for a stored expiry: the local calendar day it falls on. */
export function isoToExpiryDate(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A link is shown as Expired once its expiry has passed (display only). */
export const isExpired = (link: { expiresAt: string | null }, now = Date.now()) =>
  link.expiresAt !== null && new Date(link.expiresAt).getTime() <= now;
