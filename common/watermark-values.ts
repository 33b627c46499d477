/**
 * A watermarked link's résumés: the line stamped on every page, and
 * the answers when a résumé cannot be served that way. The original file is never the
 * fallback: a résumé that cannot carry the mark is not handed out.
 */

/** The stamp's date: the day of the download, in UTC, as YYYY-MM-DD. */
export const watermarkDate = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Who the copy was handed to: the verified viewer's e-mail, or the link's customer when the
 * viewer is anonymous; then the date.
 */
export function watermarkLine(viewerEmail: string | null, customerName: string, now: Date) {
  const who = viewerEmail ?? `Shared with ${customerName}`;
  return `${who} · ${watermarkDate(now)}`;
}

export const WATERMARK_MESSAGES = {
  /** 422: an encrypted or damaged PDF with no stored text to rebuild it from. */
  unreadable:
    "This résumé cannot be watermarked: its file is protected or damaged. Please ask the person who shared this link for a copy.",
  /** 503 with Retry-After: a Word résumé whose text the background job has not read yet. */
  pending: "This résumé is still being prepared for download. Please try again in a minute.",
  /** 503 with Retry-After: too many résumés are being stamped at this moment. */
  busy: "Too many résumés are being prepared right now. Please try again in a moment.",
} as const;

/** What a Word résumé rebuilt from its text says under its title. */
export const CONVERTED_NOTE =
  "Converted from the résumé's text for this link; the original layout is not kept.";
