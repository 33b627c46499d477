/**
 * Test and bench support: the real server (server/main.ts) as a child process, so that it
 * can be killed with SIGKILL mid-send and started again on the same database, and a few
 * HTTP helpers to drive a campaign through its API.
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import type { Campaign } from "#common/campaign.ts";
import { pathOf } from "#common/endpoint.ts";
import { campaignEndpoints } from "#common/endpoints/campaigns.ts";

const mainFile = path.resolve(import.meta.dirname, "../../main.ts");
export const childAdmin = { email: "campaign-admin@example.com", password: "campaign admin pw 1" };

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Resolves when the process has exited (after a kill, or on its own). */
  exited: Promise<void>;
}

/** Starts server/main.ts with `env` on a free port and waits until /api/ready answers. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainFile], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      HOST: "127.0.0.1",
      PORT: String(port),
      SEED_DEMO: "0",
      ADMIN_EMAIL: childAdmin.email,
      ADMIN_PASSWORD: childAdmin.password,
      CAMPAIGN_RATE_PER_MINUTE: "0",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, process: child, exited };
    await delay(100);
  }
  child.kill("SIGKILL");
  throw new Error("server did not become ready within 180 s");
}

/** Signs the child's admin in; returns the cookie header for later calls. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(childAdmin),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function api<T>(
  url: string,
  cookie: string,
  method: string,
  route: string,
  body?: unknown,
) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

/** Creates a campaign to every inquiry and starts it. */
export async function startCampaignOver(url: string, cookie: string): Promise<Campaign> {
  const { create, send } = campaignEndpoints;
  const campaign = await api<Campaign>(url, cookie, create.method, pathOf(create, {}), {
    name: "Durability",
    subject: "Hello {{firstName}}",
    body: "Hi **{{firstName}}**, news from us.",
    audience: { source: "inquiries" },
  });
  await api(url, cookie, send.method, pathOf(send, { campaignId: campaign.id }), {});
  return campaign;
}

export async function waitForStatus(
  url: string,
  cookie: string,
  id: string,
  status: string,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { get } = campaignEndpoints;
    const campaign = await api<Campaign>(url, cookie, get.method, pathOf(get, { campaignId: id }));
    if (campaign.status === status) return campaign;
    if (Date.now() > deadline)
      throw new Error(`campaign still ${campaign.status}: ${JSON.stringify(campaign.stats)}`);
    await delay(100);
  }
}
