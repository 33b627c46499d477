/**
 * A newcomer's first minute: the real server entry on a fresh embedded database, as
 * `npm start` runs it. Its last lines say where to go, with the first admin's e-mail and
 * password, and that the pool holds demo data; those credentials sign in, and the demo
 * candidates are tagged and removable by an admin.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CANDIDATE_TAG } from "#common/demo-data-values.ts";
import { type ServerProcess, startServerProcess } from "../../tests/support/server-process.ts";
import { openAddress, startBanner } from "./start-banner.ts";

let dataDir: string;
let server: ServerProcess;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-banner-"));
  // No ADMIN_EMAIL: the first start makes admin@localhost; demo data as on `npm start`.
  server = startServerProcess(dataDir, {
    ADMIN_EMAIL: "",
    ADMIN_PASSWORD: "",
    SEED_DEMO: "1",
    LOG_LEVEL: "info",
  });
  await server.ready();
}, 200_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the first start's last lines", () => {
  it("say where to go, how to sign in and that the pool holds demo data; the admin signs in", async () => {
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("Stop the server");
    // Requests log as they come (the test's own); everything else ends with the banner.
    const lines = server
      .output()
      .trimEnd()
      .split("\n")
      .filter((line) => !/"(incoming request|request completed)"/.test(line));
    const last = lines.slice(-9).join("\n");
    expect(last).toContain(`The site is running at ${server.url}`);
    expect(last).toContain(`Sign in at ${server.url}/auth`);
    const email = last.match(/^\s*email:\s+(\S+)$/m)?.[1];
    const password = last.match(/^\s*password:\s+(\S+)$/m)?.[1];
    expect(email).toBe("admin@localhost");
    expect(last).toMatch(/holds \d+ demo candidates/);

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const demo = await fetch(`${server.url}/api/admin/demo-data`, { headers: { cookie } });
    const { candidates } = (await demo.json()) as { candidates: number };
    expect(candidates).toBeGreaterThan(20);
    const list = await fetch(`${server.url}/api/candidates?tags=${DEMO_CANDIDATE_TAG}&limit=100`, {
      headers: { cookie },
    });
    expect(Number(list.headers.get("x-total-count"))).toBe(candidates);

    const removed = await fetch(`${server.url}/api/admin/demo-data`, {
      method: "DELETE",
      headers: { cookie, origin: server.url },
    });
    expect(await removed.json()).toEqual({ removed: candidates });
    const after = await fetch(`${server.url}/api/admin/demo-data`, { headers: { cookie } });
    expect(await after.json()).toEqual({ candidates: 0 });
  });
});

describe("openAddress and startBanner", () => {
  it("name the address to open", () => {
    expect(openAddress({ HOST: "localhost" }, { port: 3000, address: "::1", family: "IPv6" })).toBe(
      "http://localhost:3000",
    );
    expect(openAddress({ HOST: "0.0.0.0" }, { port: 80, address: "0.0.0.0", family: "IPv4" })).toBe(
      "http://localhost:80",
    );
    expect(
      openAddress({ HOST: "127.0.0.1" }, { port: 3100, address: "127.0.0.1", family: "IPv4" }),
    ).toBe("http://127.0.0.1:3100");
    expect(
      openAddress(
        { HOST: "0.0.0.0", PUBLIC_URL: "https://talent.example.com/" },
        { port: 3000, address: "0.0.0.0", family: "IPv4" },
      ),
    ).toBe("https://talent.example.com");
  });

  it("leaves out what does not apply", () => {
    const text = startBanner({ url: "http://localhost:3000", firstAdmin: [], demoCandidates: 0 });
    expect(text).toContain("The site is running at http://localhost:3000");
    expect(text).not.toContain("password");
    expect(text).not.toContain("demo");
  });
});
