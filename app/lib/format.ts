/** Display formats shared by the talent and customer screens (spec §9). */

/** Long US date, e.g. "March 5, 2025" (profile dates). */
export function formatLongDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
  });
}

/** Short US date, e.g. "3/5/2025" (dates on lists). */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US");
}

/** Up to two initials for an avatar without a photo: "Ada Lovelace" → "AL". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts.at(-1)!] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join("") || "?";
}
