/**
 * Display formats shared by the talent and customer screens: short US dates on lists, long
 * ones on profiles.
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

/**
 * An en-US `Intl.DateTimeFormat` (date and time forms with no fixed spelling to write out)
 * made when first used, not when its module loads: a screen that shows no such time, or
 * shows it only later, does not pay for `Intl`'s start in its first render.
 */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions) {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (date: Date) => {
      made ??= new Intl.DateTimeFormat("en-US", options);
      return made.format(date);
    },
  };
}

/** Up to two initials for an avatar without a photo: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts.at(-1)!] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join("") || "?";
}
