/**
 * POST /api/applications takes `multipart/form-data` (the /apply form with its résumé),
 * whether the page's script sends it or the browser posts the form itself without
 * JavaScript. The body is read whole (up to the route's limit) and parsed by the web
 * platform's own FormData parser (Node's fetch Response), so no multipart package is
 * needed. A browser's own post (it asks for HTML) is answered with the /apply page and
 * a notice; every other caller gets JSON.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { APPLICATION_FIELDS, APPLY_FORM_ID, applicationMessages } from "#common/application.ts";
import type { Config } from "../../config.ts";
import { escapeHtml, type FormNotice, fillFields, noticeHtml } from "../../lib/form-page.ts";
import { badRequest } from "../../lib/http-error.ts";
import { type HtmlPage, readPrerenderedPage } from "../../plugins/client-build.ts";
import { contentSecurityPolicy } from "../../plugins/security.ts";
import type { FilePart } from "./resume-file.ts";

const MULTIPART = "multipart/form-data";

/** The résumé part of each request, set by the parser (the schema keeps text fields only). */
const files = new WeakMap<FastifyRequest, FilePart>();
export const resumeOf = (request: FastifyRequest) => files.get(request) ?? null;

export function acceptMultipart(app: FastifyInstance): void {
  app.addContentTypeParser(MULTIPART, { parseAs: "buffer" }, (request, body, done) => {
    const type = String(request.headers["content-type"] ?? "");
    new Response(new Uint8Array(body as Buffer), { headers: { "content-type": type } })
      .formData()
      .then(async (form) => {
        const fields: Record<string, string> = {};
        for (const [name, value] of form.entries()) {
          if (typeof value === "string") {
            fields[name] = value;
          } else if (name === "resume" && (value.size > 0 || value.name)) {
            // An empty file input (no file chosen) posts a nameless, empty part: no résumé.
            files.set(request, {
              filename: value.name,
              bytes: Buffer.from(await value.arrayBuffer()),
            });
          }
        }
        done(null, fields);
      })
      .catch(() => done(badRequest("The form could not be read. Please try again.")));
  });
}

/** A browser posting the form itself asks for a page; fetch callers ask for JSON. */
export const wantsPage = (request: FastifyRequest) => {
  const accept = String(request.headers.accept ?? "");
  return accept.includes("text/html") && !accept.includes("application/json");
};

/** What was sent, by field, to show again after a failure (never the file). */
function sentValues(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (!body || typeof body !== "object") return values;
  for (const name of APPLICATION_FIELDS) {
    const value = (body as Record<string, unknown>)[name];
    if (typeof value === "string") values[name] = value;
  }
  return values;
}

/** The form's fields with `values` written in (never the consent box: it starts unticked). */
const fillForm = (markup: string, values: Record<string, string>) =>
  fillFields(
    markup,
    values,
    Object.keys(values).filter((name) => name !== "consent"),
  );

/** The /apply page with the notice just above its form, and the sent values kept in it. */
export function withApplyOutcome(
  html: string,
  notice: FormNotice,
  values?: Record<string, string>,
): string {
  const start = html.search(new RegExp(`<form\\b[^>]*\\bid="${APPLY_FORM_ID}"`));
  const end = start < 0 ? -1 : html.indexOf("</form>", start);
  if (end < 0) throw new Error("the /apply page has no application form");
  const markup = html.slice(start, end);
  // Sent: the notice takes the form's place, as the page with JavaScript shows it.
  const form =
    notice.kind === "success" ? "<form hidden>" : values ? fillForm(markup, values) : markup;
  return html.slice(0, start) + noticeHtml(notice) + form + html.slice(end);
}

export function createApplyPages(config: Config) {
  let page: HtmlPage | null | undefined;
  const applyPage = () => {
    if (page === undefined) page = readPrerenderedPage(config, "/apply");
    return page;
  };

  function send(
    reply: FastifyReply,
    status: number,
    notice: FormNotice,
    values?: Record<string, string>,
  ) {
    const found = applyPage();
    // Without a client build (API tests, the dev API server): the notice alone.
    const html = found
      ? withApplyOutcome(found.html, notice, values)
      : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(notice.title)}</title></head><body><main>${noticeHtml(notice)}<p><a href="/apply">Back</a></p></main></body></html>`;
    return reply
      .status(status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", found?.csp ?? contentSecurityPolicy(config))
      .send(html);
  }

  const sent = (reply: FastifyReply) =>
    send(reply, 201, { kind: "success", ...applicationMessages.sent });

  /** A form post's failures (400, 413, 415, 429) as the page; JSON callers go on. */
  const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!wantsPage(request)) {
      if (error instanceof Error) throw error;
      throw Object.assign(new Error((error as { message?: string }).message), error);
    }
    const values = sentValues(request.body);
    const labels = applicationMessages.labels as Record<string, string>;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, "").split("/")[0] ?? "";
        return `${labels[field] ?? field}: ${issue.message}`;
      });
      return send(reply, 400, { kind: "failure", ...applicationMessages.failure, details }, values);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const headers = (error as { headers?: Record<string, string> }).headers;
      if (headers) reply.headers(headers);
      const notice: FormNotice = {
        kind: "failure",
        title: applicationMessages.failure.title,
        description: error.message,
      };
      return send(reply, status, notice, values);
    }
    if (error instanceof Error) throw error;
    throw Object.assign(new Error((error as { message?: string }).message), error);
  };

  return { sent, errorHandler };
}
