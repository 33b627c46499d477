/**
 * Turns a campaign's Markdown into the e-mail sent to one recipient: sanitized HTML and a
 * plain-text part. The Markdown is rendered and sanitized once per campaign (marked, then
 * sanitize-html); merge fields are filled in afterwards, HTML-escaped, so a recipient's
 * name can never add markup, whatever the inquiry form let them type.
 */
import type sanitizeHtml from "sanitize-html";
import { MERGE_FIELDS, type MergeField } from "#common/campaign.ts";
import { lazy } from "../../lib/lazy.ts";

export type MergeValues = Record<MergeField, string>;

export interface CampaignTemplate {
  subject: string;
  /** Sanitized HTML with `{{field}}` placeholders still in place. */
  html: string;
  /** The Markdown source: Markdown is meant to read well as plain text. */
  text: string;
}

export interface RenderedMessage {
  subject: string;
  html: string;
  text: string;
}

// marked and sanitize-html are loaded with the first campaign, not at start-up.
const renderer = lazy(async () => {
  const [{ Marked }, { default: sanitize }] = await Promise.all([
    import("marked"),
    import("sanitize-html"),
  ]);
  const marked = new Marked({ gfm: true, breaks: true, async: false });
  const options: sanitizeHtml.IOptions = {
    ...sanitizeOptions,
    allowedTags: [...sanitize.defaults.allowedTags, "img"],
  };
  return (markdown: string) => sanitize(marked.parse(markdown) as string, options);
});

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
};

const fieldPattern = MERGE_FIELDS.join("|");
/** `{{ firstName }}` in text, or its percent-encoded form where marked put it in a URL. */
const htmlFields = new RegExp(
  `\\{\\{\\s*(${fieldPattern})\\s*\\}\\}|%7B%7B(${fieldPattern})%7D%7D`,
  "g",
);
const textFields = new RegExp(`\\{\\{\\s*(${fieldPattern})\\s*\\}\\}`, "g");

const htmlEscapes: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);

export async function compileTemplate(subject: string, body: string): Promise<CampaignTemplate> {
  const toHtml = await renderer();
  return { subject, html: toHtml(body), text: body };
}

/** The merge fields filled in; the HTML is a fragment (the compose screen's preview). */
export function fillFields(template: CampaignTemplate, values: MergeValues): RenderedMessage {
  // One pass each: a value that itself contains `{{email}}` is not expanded again.
  const html = template.html.replace(htmlFields, (_m, plain?: string, inUrl?: string) =>
    plain
      ? escapeHtml(values[plain as MergeField])
      : escapeHtml(encodeURIComponent(values[inUrl as MergeField])),
  );
  const text = template.text.replace(textFields, (_m, f: string) => values[f as MergeField]);
  // A header is one line: a name with a line break must not start a new one.
  const subject = template.subject
    .replace(textFields, (_m, f: string) => values[f as MergeField])
    .replace(/[\r\n]+/g, " ");
  return { subject, html, text };
}

/** The e-mail as sent: a whole HTML document and the text part, each with the opt-out link. */
export function renderMessage(
  template: CampaignTemplate,
  values: MergeValues,
  unsubscribeUrl: string,
): RenderedMessage {
  const { subject, html, text } = fillFields(template, values);
  return {
    subject,
    html: wrapHtml(
      `${html}\n<hr>\n<p style="font-size:12px;color:#666">You received this e-mail because you were in touch with us. <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`,
    ),
    text: `${text}\n\n--\nUnsubscribe: ${unsubscribeUrl}\n`,
  };
}

function wrapHtml(content: string): string {
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${content}</body></html>`;
}
