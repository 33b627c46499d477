/**
 * Parsers for the security variables of server/config.ts.
 */
import { isIP } from "node:net";
import * as z from "zod";

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrCidr(value: string): boolean {
  if (NAMED_RANGES.has(value)) return true;
  const [address = "", bits, ...rest] = value.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `0` (trust no proxy), a hop count (how many proxies stand in front), or
 * comma-separated proxy addresses/CIDRs. `true`/`1`-style "trust every hop" is not offered:
 * it would let any client choose the address that per-client limits count against.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 100) return hops === 0 ? false : hops;
    }
    const entries = value
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    if (entries.length > 0 && entries.every(isAddressOrCidr)) return entries;
    ctx.addIssue({
      code: "custom",
      message: "must be 0, a hop count (e.g. 1) or comma-separated proxy addresses/CIDRs",
    });
    return z.NEVER;
  });

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** SIGNUP_DOMAINS: comma-separated e-mail domains, lower-cased, a leading `@` allowed. */
export const signupDomainsSchema = z.string().transform((value, ctx) => {
  const domains = value
    .split(",")
    .map((d) => d.trim().toLowerCase().replace(/^@/, ""))
    .filter(Boolean);
  const bad = domains.filter((d) => !domainPattern.test(d));
  if (bad.length > 0) {
    ctx.addIssue({ code: "custom", message: `not a domain: ${bad.join(", ")}` });
    return z.NEVER;
  }
  return domains;
});

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. A hop count becomes the function
 * proxy-addr would build for it (Fastify accepts a number at run time, its types do not).
 */
export function trustProxyOption(
  value: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === "number") return (_address, hop) => hop < value;
  return value;
}
