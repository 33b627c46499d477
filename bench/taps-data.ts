/**
 * What the taps bench opens, made through the API as an admin would (bench/taps.ts): the
 * admin's session, a link with six candidates, a job order whose matches can be chosen, a
 * candidate's own session (/talent, from the mailed sign-in link) and a trial's decision
 * link (an engagement started six days ago mails it at once).
 */
import fs from "node:fs";
import path from "node:path";
import { e2eAdmin } from "../tests/e2e/credentials.ts";

export interface TapData {
  adminCookies: Record<string, string>;
  talentCookies: Record<string, string>;
  fill(page: string): string;
}

function cookiesOf(res: Response): Record<string, string> {
  return Object.fromEntries(
    res.headers.getSetCookie().map((c) => {
      const pair = c.split(";")[0]!;
      return [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)];
    }),
  );
}

/** The newest mail to `to` whose text matches `pattern`: the first group. */
async function mailed(dir: string, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const found = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map(
        (f) =>
          JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as { to: string[]; text: string },
      )
      .filter((m) => m.to.includes(to.toLowerCase()))
      .map((m) => pattern.exec(m.text)?.[1])
      .filter(Boolean)
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`nothing mailed to ${to} matching ${pattern}`);
}

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function prepareTapData(origin: string, mailDir: string): Promise<TapData> {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(e2eAdmin),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const adminCookies = cookiesOf(login);
  const cookie = Object.entries(adminCookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
  const api = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  type Listed = { id: string };
  const list = await api<Listed[] | { items: Listed[] }>(
    "GET",
    "/api/candidates?limit=6&status=active",
  );
  const candidates = Array.isArray(list) ? list : list.items;
  const link = await api<{ token: string }>("POST", "/api/admin/shareable-links", {
    customerName: "Taps Labs",
    customerEmail: "taps@example.com",
    description: "Six engineers.",
    expiresAt: null,
    candidateIds: candidates.map((c) => c.id),
  });
  const jobOrder = await api<{ id: string }>("POST", "/api/admin/job-orders", {
    title: "Senior Platform Engineer",
    customerName: "Taps Labs",
    customerEmail: "taps@example.com",
    skills: ["TypeScript", "React", "Node.js", "AWS"],
    description: "Platform team, remote.",
  });
  // Three cards in its pipeline: the INP flows move one and open another's Reject dialog.
  for (const c of candidates.slice(3, 6)) {
    await api("PUT", `/api/admin/job-orders/${jobOrder.id}/pipeline/${c.id}`, {
      stage: "shortlisted",
    });
  }
  // A trial in its last days: the customer's decision link is mailed at once.
  const run = Date.now().toString(36);
  const customerEmail = `taps-trial-${run}@example.com`;
  const trialOrder = await api<{ id: string }>("POST", "/api/admin/job-orders", {
    title: "Trial engineer",
    customerName: "Trial Co",
    customerEmail,
    hoursPerWeek: 40,
  });
  const hire = await api<{ id: string }>("POST", "/api/candidates", {
    fullName: `Taps Trial ${run}`,
    email: `taps-hire-${run}@example.com`,
    title: "Platform Engineer",
    isActive: "active",
    hourlyRate: 85,
    skills: ["Go"],
  });
  await api("POST", "/api/admin/engagements", {
    jobOrderId: trialOrder.id,
    candidateId: hire.id,
    startDate: day(-6),
    hoursPerWeek: 40,
    rate: 85,
  });
  const decide = await mailed(mailDir, customerEmail, /\/engagements\/decide\/([A-Za-z0-9_-]+)/);
  // A candidate's own session: the sign-in link mailed to a fresh address.
  const talentEmail = `taps-talent-${run}@example.com`;
  await api("POST", "/api/candidates", {
    fullName: "Taps Talent",
    email: talentEmail,
    title: "Senior Platform Engineer",
    isActive: "active",
    skills: ["TypeScript"],
    summary: "Builds platforms.",
  });
  await fetch(`${origin}/api/talent/access`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: talentEmail }),
  });
  const talentToken = await mailed(mailDir, talentEmail, /\/talent\/access\/([\w-]+)/);
  const session = await fetch(`${origin}/api/talent/session`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: talentToken }),
  });
  if (!session.ok) throw new Error(`talent session: ${session.status}`);
  return {
    adminCookies,
    talentCookies: cookiesOf(session),
    fill: (page) =>
      page
        .replace("{token}", encodeURIComponent(link.token))
        .replace("{jobOrderId}", encodeURIComponent(jobOrder.id))
        .replace("{id}", encodeURIComponent(candidates[0]!.id))
        .replace("{decide}", encodeURIComponent(decide)),
  };
}
