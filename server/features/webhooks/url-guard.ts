/**
 * Where a webhook may point: `https:` to a public address; `http:`
 * only to a loopback address and only with WEBHOOK_ALLOW_HTTP=1. Private, link-local,
 * carrier-grade NAT, multicast, reserved and other special addresses are refused, and so
 * is loopback unless that flag is set. The check runs on every address a name resolves to:
 * at creation (a 400) and again at delivery, where the connection is made to the address
 * that was checked (`guardedLookup`), so a name re-pointed inside later is refused too.
 */
import dns from "node:dns";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { WEBHOOK_MESSAGES } from "#common/webhook.ts";

export class UnsafeWebhookUrl extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UnsafeWebhookUrl";
  }
}

/** True when a connection to `ip` is allowed; loopback only when `allowLoopback`. */
export function addressAllowed(ip: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const range = ipaddr.process(ip).range();
  return range === "unicast" || (allowLoopback && range === "loopback");
}

const bareHost = (hostname: string) => hostname.replace(/^\[(.*)\]$/, "$1");

/** The scheme rule alone (no DNS): throws UnsafeWebhookUrl. */
export function checkScheme(url: URL, allowHttp: boolean): void {
  if (url.protocol === "https:") return;
  if (url.protocol !== "http:") throw new UnsafeWebhookUrl(WEBHOOK_MESSAGES.badUrl);
  if (!allowHttp) throw new UnsafeWebhookUrl(WEBHOOK_MESSAGES.httpNotAllowed);
}

/** Every address `hostname` resolves to (an IP literal resolves to itself). */
async function resolveAll(hostname: string): Promise<string[]> {
  const host = bareHost(hostname);
  if (ipaddr.isValid(host)) return [host];
  try {
    const found = await dns.promises.lookup(host, { all: true, verbatim: true });
    return found.map((a) => a.address);
  } catch {
    throw new UnsafeWebhookUrl(WEBHOOK_MESSAGES.unresolvable);
  }
}

/**
 * The whole rule, DNS included: resolves to nothing when the URL may be used, throws
 * UnsafeWebhookUrl (its message for the admin) otherwise.
 */
export async function checkWebhookUrl(raw: string, allowHttp: boolean): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeWebhookUrl(WEBHOOK_MESSAGES.badUrl);
  }
  checkScheme(url, allowHttp);
  if (url.username || url.password) throw new UnsafeWebhookUrl(WEBHOOK_MESSAGES.badUrl);
  const addresses = await resolveAll(url.hostname);
  if (addresses.length === 0) throw new UnsafeWebhookUrl(WEBHOOK_MESSAGES.unresolvable);
  for (const address of addresses) {
    if (!addressAllowed(address, allowHttp)) {
      throw new UnsafeWebhookUrl(WEBHOOK_MESSAGES.privateAddress);
    }
  }
  // http: is for a local receiver only: every address must be loopback.
  if (url.protocol === "http:") {
    const allLoopback = addresses.every((a) => ipaddr.process(a).range() === "loopback");
    if (!allLoopback) throw new UnsafeWebhookUrl(WEBHOOK_MESSAGES.httpNotAllowed);
  }
}

/**
 * A `lookup` for http(s).request that refuses any address the rule refuses: the socket
 * connects to the very address checked here, so DNS cannot change between check and use.
 */
export function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, found) => {
      if (error) return callback(error, "", 4);
      const addresses = found as dns.LookupAddress[];
      const bad = addresses.find((a) => !addressAllowed(a.address, allowLoopback));
      if (bad || addresses.length === 0) {
        const refusal = new UnsafeWebhookUrl(WEBHOOK_MESSAGES.privateAddress);
        return callback(refusal as NodeJS.ErrnoException, "", 4);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}
