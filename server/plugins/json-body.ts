/**
 * The JSON body parser with a bound on nesting. A body of 5,000 nested arrays or
 * objects parses, but walking or validating it afterwards once overflowed the stack and the
 * client got a 500 on every JSON route. No request of this API nests more than a few levels,
 * so a body nested deeper than MAX_JSON_DEPTH is refused with a 400 before it is parsed;
 * the rest goes to Fastify's own parser (`__proto__` and `constructor` poisoning are
 * answered as before).
 *
 * An empty body is no body: many HTTP clients send `Content-Type: application/json` on
 * every call, also on a DELETE or a bodyless POST (`…/viewers/{email}/allow`), and Fastify
 * would refuse those with a 400. A route that needs a body still says so (its schema
 * answers 400 for a missing one).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../lib/http-error.ts";

/** Nesting levels a body may hold: far above any route's schema, far below the stack's. */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = "The request body is nested too deeply.";

/**
 * The deepest nesting of arrays and objects in JSON text, counted without recursion and
 * without parsing; brackets inside strings do not count. Stops once past `limit`.
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      done(badRequest(JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
});
