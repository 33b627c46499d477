/**
 * Display formats shared by every screen: short US dates on lists, long ones on profiles,
 * dates with a time on events, notes and the admin's tables.
 *
 * Written out rather than asked of `Intl`/`toLocale*`: a page's first use of `Intl` loads the
 * browser's locale data, 25–80 ms of main thread on this machine (four times that on the
 * phone Lighthouse models), inside the render that shows the screen. These are the en-US
 * forms exactly (format.test.ts compares them with `Intl`'s), in the visitor's time zone as
 * `toLocaleDateString` gives them.
 */

export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "Jan" … "Dec", as en-US's `month: "short"` writes them. */
export const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

/** Long US date, e.g. "March 5, 2025" (profile dates). */
export function formatLongDate(iso: string): string {
  const d = new Date(iso);
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** Short US date, e.g. "3/5/2025" (dates on lists). */
export function formatShortDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
}

/** A whole number with US thousands separators, e.g. 12345 → "12,345". */
export function formatCount(n: number): string {
  const sign = n < 0 ? "-" : "";
  return sign + String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** en-US's 12-hour clock: "9:05 AM", with seconds "9:05:07 AM". */
function clock(d: Date, withSeconds: boolean): string {
  const hours = d.getHours();
  const seconds = withSeconds ? `:${twoDigits(d.getSeconds())}` : "";
  return `${hours % 12 || 12}:${twoDigits(d.getMinutes())}${seconds} ${hours < 12 ? "AM" : "PM"}`;
}

/** "Nov 28, 2026": `dateStyle: "medium"`. */
export function formatMediumDate(d: Date): string {
  return `${SHORT_MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`;
}

/** "Nov 28, 2026, 9:05 AM": `dateStyle: "medium", timeStyle: "short"` (events, notes). */
export function formatMediumDateTime(d: Date): string {
  return `${formatMediumDate(d)}, ${clock(d, false)}`;
}

/**
 * "11/28/26, 9:05 AM", or "11/28/26, 9:05:07 AM" with seconds: `dateStyle: "short"` with
 * `timeStyle: "short"` or `"medium"` (the admin's tables).
 */
export function formatShortDateTime(d: Date, withSeconds = false): string {
  const year = twoDigits(d.getFullYear() % 100);
  return `${d.getMonth() + 1}/${d.getDate()}/${year}, ${clock(d, withSeconds)}`;
}

/** Up to two initials for an avatar without a photo: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts.at(-1)!] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join("") || "?";
}
