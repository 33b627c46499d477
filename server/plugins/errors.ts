/**
 * One JSON error format for every failure: `{ message, errors? }`.
 * Clients never see a stack trace; a 5xx is logged with its request id. Unknown routes are
 * answered by the client-pages plugin (JSON 404 for API paths, the not-found page otherwise).
 */
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { apiErrorSchema } from "#common/api-error.ts";
import type { ApiErrorBody } from "#common/http-error.ts";
import { HttpError } from "../lib/http-error.ts";

const statusMessages: Record<number, string> = {
  400: "The request is not valid.",
  401: "Please sign in to continue.",
  403: "You do not have permission to do that.",
  404: "Not found",
  405: "Method not allowed",
  413: "The request is too large.",
  415: "This type of content is not supported.",
  429: "Too many attempts. Please wait a moment and try again.",
};

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // One error schema, declared on every API route: a route names its own successes (and may
  // name an error status to document it), every other 4xx and 5xx answer is this shape.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    route.schema = {
      ...route.schema,
      response: {
        "4xx": apiErrorSchema,
        "5xx": apiErrorSchema,
        ...(route.schema?.response as Record<string, unknown> | undefined),
      },
    };
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ ...body(error.message, error.errors), ...error.flags });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
        errors[field] ??= issue.message ?? "Invalid value";
      }
      const first = Object.entries(errors)[0];
      const message = first ? first[1] : statusMessages[400];
      return reply.status(400).send(body(message, errors));
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, "request failed");
      return reply
        .status(500)
        .send(body(`Something went wrong on our side. Reference: ${request.id}`));
    }
    // Fastify's own 4xx (bad JSON, body too large, rate limit...): keep its status, plain words.
    const headers = (error as { headers?: Record<string, string> }).headers;
    if (headers) reply.headers(headers);
    const message =
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY"
        ? "The request body is not valid JSON."
        : status === 429 && error.message
          ? error.message
          : (statusMessages[status] ?? error.message);
    return reply.status(status).send(body(message));
  });
});

function body(message: string, errors?: Record<string, string>): ApiErrorBody {
  return errors && Object.keys(errors).length > 0 ? { message, errors } : { message };
}
