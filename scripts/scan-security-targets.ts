/**
 * The scan's targets, read from the app's OpenAPI document (/api/docs/json): every API
 * operation that takes input in its query string or a JSON body, with a sample request
 * built from the schema (so the request passes validation where it can, and the scanners
 * reach the code behind it). Path parameters get harmless sample values.
 */

interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  minimum?: number;
  minLength?: number;
}

interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface ScanTarget {
  method: string;
  /** The OpenAPI path, e.g. /api/candidates/{id}. */
  route: string;
  /** Path with samples filled in and the query string (sample values). */
  url: string;
  /** JSON body text, when the operation takes one. */
  body?: string;
}

/**
 * Operations the scan leaves alone, each for a reason:
 * - sign-out and session/MFA changes would end or lock the scan's own admin session;
 * - OIDC routes need an external provider that the throwaway app does not have;
 * - upload URLs are signed (any change is a 403 before any query runs).
 */
const SKIPPED = new Set([
  "POST /api/auth/logout",
  "PUT /api/account/password",
  "DELETE /api/account/mfa",
  "POST /api/account/mfa/enable",
  "GET /api/auth/oidc/callback",
  "PUT /api/objects/uploads/{id}",
  "PUT /api/objects/uploads/{id}/parts/{partNumber}",
]);

const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

/** A value that satisfies `schema` in the common cases (strings, numbers, enums, objects). */
export function sampleValue(schema: Schema | undefined, name = ""): unknown {
  if (!schema) return "test";
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) {
    const usable = variant.find((s) => s.type !== "null") ?? variant[0];
    return sampleValue(usable, name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        out[key] = sampleValue(child, key);
      }
      return out;
    }
    case "array":
      return [sampleValue(schema.items, name)];
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    default:
      return sampleString(schema, name);
  }
}

function sampleString(schema: Schema, name: string): string {
  if (schema.format === "email" || /email/i.test(name)) return "scan.sample@example.com";
  if (schema.format === "uuid" || /id$/i.test(name)) return SAMPLE_ID;
  if (schema.format === "date-time") return "2030-01-01T00:00:00.000Z";
  if (schema.format === "date") return "2030-01-01";
  if (schema.format === "uri" || /url$/i.test(name)) return "https://example.com/";
  return "sample text".padEnd(schema.minLength ?? 0, "x");
}

/** A path parameter: an id of nothing, a part number, or a word (tokens, file paths). */
function samplePathValue(name: string): string {
  if (/id$/i.test(name)) return SAMPLE_ID;
  if (/number$/i.test(name)) return "1";
  return "sample";
}

/** Every operation with query parameters or a JSON body, minus SKIPPED. */
export function scanTargets(openapi: { paths: Record<string, Record<string, Operation>> }): {
  targets: ScanTarget[];
  skipped: string[];
} {
  const targets: ScanTarget[] = [];
  const skipped: string[] = [];
  for (const [route, operations] of Object.entries(openapi.paths)) {
    if (!route.startsWith("/api/")) continue;
    for (const [lower, op] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      const query = (op.parameters ?? []).filter((p) => p.in === "query");
      const jsonBody = op.requestBody?.content?.["application/json"]?.schema;
      if (query.length === 0 && !jsonBody) continue;
      if (SKIPPED.has(`${method} ${route}`)) {
        skipped.push(`${method} ${route}`);
        continue;
      }
      const path = route.replace(/\{([^}]+)\}/g, (_m, name: string) => samplePathValue(name));
      const search = new URLSearchParams();
      for (const p of query) search.set(p.name, String(sampleValue(p.schema, p.name)));
      const qs = search.toString();
      targets.push({
        method,
        route,
        url: qs ? `${path}?${qs}` : path,
        ...(jsonBody ? { body: JSON.stringify(sampleValue(jsonBody)) } : {}),
      });
    }
  }
  return { targets, skipped };
}
