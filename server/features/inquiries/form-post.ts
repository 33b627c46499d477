/**
 * The contact routes' second kind of caller: a browser posting the form itself, without
 * JavaScript or before the page's script has run
 * (docs/decisions/051-contact-forms-without-javascript.md). A form-encoded body is answered
 * with the form's page and the outcome written in (form-page.ts); a JSON body keeps the JSON
 * answers.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { contactPageMessages, homeContactMessages } from "#common/inquiry-form-messages.ts";
import { type ContactFormValues, contactFormFields } from "#common/inquiry-form-outcome.ts";
import type { Config } from "../../config.ts";
import { escapeHtml, type FormNotice, noticeHtml } from "../../lib/form-page.ts";
import { type HtmlPage, readPrerenderedPage } from "../../plugins/client-build.ts";
import { contentSecurityPolicy } from "../../plugins/security.ts";
import { withFormOutcome } from "./form-page.ts";

const FORM_BODY = "application/x-www-form-urlencoded";

/** Which form: the home section's (optional hiring needs) or the /contact page's. */
export type ContactForm = "home" | "page";

const home = homeContactMessages;
const page = contactPageMessages;
const forms = {
  home: {
    path: "/",
    island: "home-contact-form",
    labels: home.labels,
    sent: home.toasts.success,
    failureTitle: home.toasts.failure.title,
    failureText: home.toasts.failure.description,
    // A blank required field has its own words on the home form.
    missing: home.toasts.missingFields,
    required: ["firstName", "lastName", "email", "company", "message"],
  },
  page: {
    path: "/contact",
    island: "contact-page-form",
    labels: page.labels,
    sent: page.toasts.success,
    failureTitle: page.toasts.failure.title,
    failureText: page.toasts.failure.fallbackDescription,
    missing: null,
    required: [],
  },
} as const;

/**
 * Form bodies for this scope only (the routes are an encapsulated plugin): parsed to an
 * object of strings, under the server's body limit, then checked by the same zod schema.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_BODY, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export const isFormPost = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "").startsWith(FORM_BODY);

/** What was sent, by field, for the fields to show again. */
function sentValues(body: unknown): ContactFormValues {
  const values: ContactFormValues = {};
  if (!body || typeof body !== "object") return values;
  for (const name of contactFormFields) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

const asError = (error: FastifyError): Error => {
  if (error instanceof Error) return error;
  const thrown = error as { message?: string };
  return Object.assign(new Error(thrown.message), thrown);
};

export function createContactFormPages(config: Config) {
  const pages = new Map<string, HtmlPage | null>();
  const pageAt = (path: string) => {
    if (!pages.has(path)) pages.set(path, readPrerenderedPage(config, path));
    return pages.get(path) ?? null;
  };

  function send(
    reply: FastifyReply,
    form: ContactForm,
    status: number,
    notice: FormNotice,
    values?: ContactFormValues,
  ) {
    const { path, island } = forms[form];
    const page = pageAt(path);
    // Without a client build (API tests, `npm run dev`'s API server): the notice alone.
    const html = page
      ? withFormOutcome(page.html, island, notice, values)
      : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(notice.title)}</title></head><body><main>${noticeHtml(notice)}<p><a href="${path}">Back</a></p></main></body></html>`;
    return reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", page?.csp ?? contentSecurityPolicy(config))
      .send(html);
  }

  /** The page saying the message went, with the form empty again. */
  const sent = (reply: FastifyReply, form: ContactForm) =>
    send(reply, form, 201, { kind: "success", ...forms[form].sent });

  /**
   * A route's error handler: a form post's invalid fields (400) and rate limit (429) are
   * answered with the page and what was sent; anything else, and every JSON caller, goes
   * on to the site's JSON error handler.
   */
  const errorHandler =
    (form: ContactForm) => (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      // Passed on to the site's handler as an Error: the rate limit throws a plain object,
      // which Fastify would otherwise send as a 200 body.
      if (!isFormPost(request)) throw asError(error);
      const copy = forms[form];
      const values = sentValues(request.body);
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details = error.validation.map((issue) => {
          const field = issue.instancePath.replace(/^\//, "") as keyof typeof copy.labels;
          return `${copy.labels[field] ?? field}: ${issue.message}`;
        });
        const blank = copy.required.some((name) => !values[name]?.trim());
        const words =
          blank && copy.missing
            ? copy.missing
            : { title: copy.failureTitle, description: copy.failureText };
        return send(reply, form, 400, { kind: "failure", ...words, details }, values);
      }
      if (error.statusCode === 429) {
        const headers = (error as { headers?: Record<string, string> }).headers;
        if (headers) reply.headers(headers);
        const words = { title: copy.failureTitle, description: error.message };
        return send(reply, form, 429, { kind: "failure", ...words }, values);
      }
      throw asError(error);
    };

  return { sent, errorHandler };
}
