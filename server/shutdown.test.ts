/**
 * SIGTERM during a burst of writes: every write the server acknowledged (201) must be in
 * the database after it exits, and it must exit 0.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { startServerProcess } from "../tests/support/server-process.ts";
import { openDatabase } from "./db/client.ts";
import { contactInquiries } from "./db/schema.ts";

it("drains in-flight requests on SIGTERM and loses no acknowledged write", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-shutdown-"));
  const server = startServerProcess(dataDir);
  try {
    await server.ready();
    const body = (i: number) =>
      JSON.stringify({
        firstName: `F${i}`,
        lastName: "L",
        email: `f${i}@example.com`,
        company: "C",
        message: "M",
      });
    const send = (i: number) =>
      fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: body(i),
      })
        .then((r) => r.status)
        .catch(() => 0);
    // One acknowledged write before the burst: on a loaded machine the SIGTERM can land
    // before any request of the burst is accepted. Ten per client stay under the limit.
    const first = await send(99);
    const inFlight = [Promise.resolve(first), ...Array.from({ length: 9 }, (_, i) => send(i))];
    await new Promise((r) => setTimeout(r, 15));
    const exited = server.stop();
    const statuses = await Promise.all(inFlight);
    expect(await exited).toBe(0);

    const acknowledged = statuses.filter((s) => s === 201).length;
    expect(acknowledged).toBeGreaterThan(0);
    const database = await openDatabase({ dataDir });
    const [row] = await database.db.select({ n: count() }).from(contactInquiries);
    await database.close();
    expect(row?.n).toBeGreaterThanOrEqual(acknowledged);
  } finally {
    server.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  // Start-up (PGlite, migrations, the admin's argon2 hash) can take over a minute on a loaded 2-core machine.
}, 240_000);

it("refuses a data directory another live process holds", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-lock-"));
  fs.mkdirSync(dataDir, { recursive: true });
  // The test runner itself is a live process other than the one opening the database.
  fs.writeFileSync(path.join(dataDir, "server.pid"), String(process.ppid));
  await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by another process/);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
