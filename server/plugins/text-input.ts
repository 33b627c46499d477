/**
 * Refuses a NUL character (U+0000) anywhere in a request's path parameters, query or JSON
 * body with a 400 naming the field. PostgreSQL text cannot hold it, so without this check
 * such a value reached the database as a bound parameter and came back as a 500 (found by
 * `npm run scan:security`: `?q=%00`, `?actor=%00`, `?email=%00`). One hook covers every
 * route, present and future, instead of a rule in each schema.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { NUL_CHARACTER_MESSAGE } from "#common/http-error.ts";
import { badRequest } from "../lib/http-error.ts";

/**
 * Parsed JSON and query objects (the query parser's have a bare prototype of their own);
 * not raw upload bodies, which arrive as Buffers or streams.
 */
function isParsedObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || ArrayBuffer.isView(value)) return false;
  return typeof (value as { pipe?: unknown }).pipe !== "function";
}

/** The path (`q`, `skills.0`, `body`) of the first string holding U+0000, or null. */
export function findNulCharacter(value: unknown, path = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path || "body" : null;
  if (isParsedObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes("\u0000")) return at;
      const found = findNulCharacter(item, at);
      if (found) return found;
    }
  }
  return null;
}

export const textInputPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook: it never waits, so no promise per request.
  app.addHook("preValidation", (request, _reply, done) => {
    const field =
      findNulCharacter(request.params) ??
      findNulCharacter(request.query) ??
      findNulCharacter(request.body);
    if (field) return done(badRequest(NUL_CHARACTER_MESSAGE, { [field]: NUL_CHARACTER_MESSAGE }));
    done();
  });
});
