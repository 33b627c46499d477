/**
 * Where the site lives, for every link and callback the server hands out (sign-in links,
 * e-mail confirmation, the second factor's lockout mail, upload URLs, OpenID callbacks) and
 * for the Origin check. A link e-mailed to a person must never point anywhere but this site:
 * whoever could choose its host would receive the token it carries.
 *
 * - PUBLIC_URL set: that origin, whatever the request's `Host` says.
 * - PUBLIC_URL unset (a laptop, `npm start`): the site answers only to loopback names
 *   (`localhost`, `*.localhost`, 127.0.0.0/8, ::1), so the request's own origin is always this
 *   machine. Any other `Host` is refused (421) by `misdirectedHost` before a route runs; that
 *   also closes DNS rebinding against a local server.
 * Decision record: docs/decisions/081-the-site-knows-its-own-origin.md.
 */
import type { FastifyRequest } from "fastify";
import ipaddr from "ipaddr.js";
import type { Config } from "../config.ts";

type OriginConfig = Pick<Config, "PUBLIC_URL">;

/** The origin of this request's links: PUBLIC_URL, else the (loopback) origin it came to. */
export function siteOrigin(request: FastifyRequest, config: OriginConfig): string {
  return config.PUBLIC_URL
    ? new URL(config.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
}

/** The origin of links made without a request (jobs): PUBLIC_URL, else this machine's port. */
export function configuredOrigin(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}

/** Whether a host name (no port; IPv6 with or without brackets) names this machine. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "");
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (!ipaddr.isValid(name)) return false;
  const address = ipaddr.process(name);
  return address.range() === "loopback";
}

/** The host name of a `Host` value (`name:port`, `[v6]:port`), or null when it is not one. */
function hostnameOf(host: string | undefined): string | null {
  if (!host) return null;
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Without PUBLIC_URL, the `Host` a request names when it is not this machine (else null): such
 * a request is answered 421 and nothing it asks for runs. With PUBLIC_URL every `Host` is
 * served (a load balancer's health check may use an address), since no link follows it.
 */
export function misdirectedHost(request: FastifyRequest, config: OriginConfig): string | null {
  if (config.PUBLIC_URL) return null;
  const hostname = hostnameOf(request.host);
  return hostname && isLoopbackName(hostname) ? null : (request.host ?? "");
}
