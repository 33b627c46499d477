/**
 * Security headers on every response, and the Origin check: a
 * state-changing request whose Origin names another site gets 403.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config.ts";
import { forbidden, HttpError } from "../lib/http-error.ts";
import { misdirectedHost, siteOrigin } from "../lib/site-origin.ts";

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
 * helmet's headers for this site: its defaults, less the three decided per response below
 * (CSP carries a page's script hashes, HSTS only goes out over HTTPS, COEP would block the
 * YouTube embeds), with a referrer policy that keeps the origin for other sites.
 */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
};

/**
 * The headers a helmet middleware sets, collected once at start-up: they do not depend on
 * the request. Run per request (@fastify/helmet), its eleven middlewares wrote each header
 * onto the raw response, which also put every other header of the reply on Node's slow
 * path; under bench:load one candidate went from 18,300 to 40,100 requests a second without
 * it (docs/decisions/056-security-headers-once.md).
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously");
  return headers;
}

/**
 * What a hashed script, style or font keeps: nosniff and CORP (with HSTS and its cache
 * headers). The others only mean something on a document (what it may frame, run or
 * navigate to); a public page loads ~40 small hashed files, and on HTTP/1.1 those ~900
 * bytes went out uncompressed with every one, about 25 KB per first visit.
 */
const assetHeaderNames = new Set(["cross-origin-resource-policy", "x-content-type-options"]);

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

/** The answer to a request for a host this site does not serve (see lib/site-origin.ts). */
export const MISDIRECTED_HOST_MESSAGE =
  "This site is not served at that address. Its operator sets PUBLIC_URL to serve it there.";

export const securityPlugin = fp(async (app: FastifyInstance, opts: { config: Config }) => {
  const { config } = opts;
  const documentHeaders = {
    ...helmetHeaders(helmetOptions),
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
  };
  const assetHeaders = Object.fromEntries(
    Object.entries(documentHeaders).filter(([name]) => assetHeaderNames.has(name)),
  );
  const defaultPolicy = contentSecurityPolicy(config);
  // Both hooks take Fastify's callback instead of returning a promise: they never wait, and
  // an async hook costs every request a promise and a turn of the microtask queue.
  app.addHook("onSend", (request, reply, _payload, done) => {
    if (isSecureRequest(request, config)) reply.header("strict-transport-security", HSTS);
    if (isHashedAsset(request.url)) {
      reply.headers(assetHeaders);
      return done();
    }
    reply.headers(documentHeaders);
    if (!reply.hasHeader("content-security-policy")) {
      reply.header("content-security-policy", defaultPolicy);
    }
    done();
  });

  app.addHook("onRequest", (request, _reply, done) => {
    // Before anything else runs: every link a request may cause (a sign-in link e-mailed to a
    // candidate) is built from the site's origin, which without PUBLIC_URL is the request's.
    if (misdirectedHost(request, config) !== null) {
      return done(new HttpError(421, MISDIRECTED_HOST_MESSAGE));
    }
    if (!unsafeMethods.has(request.method)) return done();
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== siteOrigin(request, config)) {
      return done(forbidden("Cross-site requests are not allowed."));
    }
    done();
  });
});
