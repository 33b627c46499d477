/**
 * What `npm start` prints last: where the site is, how to sign in on a first start, and that
 * the pool holds demo data. The build before it prints hundreds of lines and the server logs
 * JSON; a newcomer must find the address and the admin's password without reading either.
 */
import type { AddressInfo } from "node:net";
import { DEMO_CANDIDATE_TAG } from "#common/demo-data-values.ts";
import { isLoopbackName } from "./site-origin.ts";

/** The address to open: PUBLIC_URL, else this machine's name and the port it listens on. */
export function openAddress(
  config: { PUBLIC_URL?: string; HOST: string },
  address: AddressInfo | string | null,
): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const port = typeof address === "object" && address ? address.port : 0;
  // A wildcard or loopback bind is reached as localhost; a named loopback IP as itself.
  const host =
    /^[\d.]+$/.test(config.HOST) && isLoopbackName(config.HOST) ? config.HOST : "localhost";
  return `http://${host}:${port}`;
}

export function startBanner(input: {
  url: string;
  /** The first start's admin account, as ensureAdmin printed it (empty otherwise). */
  firstAdmin: string[];
  demoCandidates: number;
}): string {
  const lines = [
    "",
    `  The site is running at ${input.url}`,
    `  Sign in at ${input.url}/auth`,
    ...input.firstAdmin.flatMap((text) => text.split("\n").filter((line) => line.trim() !== "")),
  ];
  if (input.demoCandidates > 0) {
    lines.push(
      `  The pool holds ${input.demoCandidates} demo candidates (tagged "${DEMO_CANDIDATE_TAG}"): remove them from the admin dashboard.`,
    );
  }
  lines.push("  Stop the server with Ctrl+C.", "");
  return lines.join("\n");
}
