/**
 * Security headers on every response, and the Origin check of spec-decisions: a
 * state-changing request whose Origin names another site gets 403.
 */
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import { forbidden } from "../lib/http-error.ts";

/** The Content-Security-Policy, given the hashes of a page's inline scripts. */
export function contentSecurityPolicy(config: Config, scriptHashes: string[] = []): string {
  // Browsers PUT uploads straight to the bucket: its origin must be reachable.
  const storageOrigin = config.S3_ENDPOINT
    ? new URL(config.S3_ENDPOINT).origin
    : config.S3_BUCKET
      ? `https://${config.S3_BUCKET}.s3.${config.S3_REGION}.amazonaws.com`
      : "";
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((h) => `'${h}'`)],
    // Radix and React render a few style attributes into the prerendered HTML.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://i.ytimg.com"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", storageOrigin].filter(Boolean),
    "frame-src": ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
    "media-src": ["'self'"],
  };
  if (config.isProduction) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The client build's content-hashed files (scripts, styles, fonts): never documents. */
const isHashedAsset = (url: string) => url.startsWith("/assets/");

/**
 * Headers that only mean something on a document (what it may frame, run or navigate to).
 * A public page loads ~40 small hashed files; on HTTP/1.1 these ~900 bytes went out
 * uncompressed with every one, about 25 KB per first visit. Scripts, styles and fonts
 * keep nosniff, CORP, HSTS and their cache headers.
 */
const documentOnlyHeaders = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "referrer-policy",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-frame-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/**
 * Whether the site is served over HTTPS for this request: PUBLIC_URL says so, or the request
 * came over TLS (directly, or through a proxy TRUST_PROXY trusts). NODE_ENV plays no part:
 * `npm start` does not set it, and a deployment must not lose Secure cookies over that.
 */
export function isSecureRequest(request: FastifyRequest, config: Config): boolean {
  if (config.PUBLIC_URL?.startsWith("https:")) return true;
  return request.protocol === "https";
}

const HSTS = "max-age=31536000; includeSubDomains";

function ownOrigin(request: FastifyRequest, config: Config): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  await app.register(helmet, {
    contentSecurityPolicy: false, // set below, per response, so HTML pages can add script hashes
    crossOriginEmbedderPolicy: false, // YouTube embeds do not send CORP headers
    hsts: false, // per request below: only a response that came over HTTPS may carry it
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const defaultPolicy = contentSecurityPolicy(config);
  app.addHook("onSend", async (request, reply) => {
    if (isSecureRequest(request, config)) reply.header("strict-transport-security", HSTS);
    if (isHashedAsset(request.url)) {
      for (const name of documentOnlyHeaders) reply.raw.removeHeader(name);
      return;
    }
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", defaultPolicy);
    }
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=()");
  });

  app.addHook("onRequest", async (request) => {
    if (!unsafeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin !== ownOrigin(request, config)) {
      throw forbidden("Cross-site requests are not allowed.");
    }
  });
});
