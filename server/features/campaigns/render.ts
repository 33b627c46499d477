/**
 * Turns a campaign's Markdown into the e-mail sent to one recipient: sanitized HTML and a
 * plain-text part. The Markdown is rendered once per campaign (marked); merge fields are
 * filled in per recipient, HTML-escaped, so a recipient's name can never add markup, and
 * the HTML is sanitized (sanitize-html) AFTER the fields are filled: a value placed in an
 * attribute (`<a href="{{firstName}}">`) is checked like any URL, so whatever the inquiry
 * form let someone type cannot become a `javascript:` link.
 */
import type sanitizeHtml from "sanitize-html";
import { MERGE_FIELDS, type MergeField } from "#common/campaign.ts";
import { lazy } from "../../lib/lazy.ts";

export type MergeValues = Record<MergeField, string>;

export interface CampaignTemplate {
  subject: string;
  /** The rendered Markdown with `{{field}}` placeholders still in place: not yet sanitized. */
  html: string;
  /** The Markdown source: Markdown is meant to read well as plain text. */
  text: string;
  /** Sanitizes HTML once the fields are filled in. */
  sanitize: (html: string) => string;
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
  return {
    markdown: (source: string) => marked.parse(source) as string,
    sanitize: (html: string) => sanitize(html, options),
  };
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
  const { markdown, sanitize } = await renderer();
  return { subject, html: markdown(body), text: body, sanitize };
}

/** The merge fields filled in; the HTML is a fragment (the compose screen's preview). */
export function fillFields(template: CampaignTemplate, values: MergeValues): RenderedMessage {
  // One pass each: a value that itself contains `{{email}}` is not expanded again.
  const filled = template.html.replace(htmlFields, (_m, plain?: string, inUrl?: string) =>
    plain
      ? escapeHtml(values[plain as MergeField])
      : escapeHtml(encodeURIComponent(values[inUrl as MergeField])),
  );
  // Sanitized with the values in: a URL is judged by what the recipient will click.
  const html = template.sanitize(filled);
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
