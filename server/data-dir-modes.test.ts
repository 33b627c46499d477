/**
 * Nothing the server writes under DATA_DIR is readable or writable by other local accounts:
 * the real server entry on a PGlite directory, on a fresh start and after an upgrade of a
 * directory an older version left open to everyone (folders 0777, files 0666), with an
 * outbox e-mail (no SMTP_HOST) and a stored file written each time.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openToEveryone, openToOthers } from "../tests/support/file-modes.ts";
import { ADMIN, type ServerProcess, startServerProcess } from "../tests/support/server-process.ts";

const posix = process.platform !== "win32";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vt-modes-"));
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.child.kill("SIGKILL");
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const outbox = () =>
  fs.existsSync(path.join(dataDir, "outbox")) ? fs.readdirSync(path.join(dataDir, "outbox")) : [];

/** A sign-up (its confirmation e-mail goes to the outbox) and an admin's upload to disk. */
async function writeMailAndFile(url: string, n: number) {
  const mails = outbox().length;
  const signUp = await fetch(`${url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      email: `modes${n}@example.com`,
      password: "a long enough password",
      confirmPassword: "a long enough password",
      firstName: "Mo",
      lastName: "Des",
    }),
  });
  expect(signUp.status).toBe(201);

  const login = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const upload = await fetch(`${url}/api/objects/upload`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: "{}",
  });
  expect(upload.status).toBe(200);
  const { uploadURL } = (await upload.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, { method: "PUT", body: Buffer.from("%PDF-1.4 résumé") });
  expect(put.status).toBe(200);

  await expect
    .poll(() => outbox().filter((f) => f.endsWith(".eml")).length, {
      timeout: 20_000,
    })
    .toBe(mails + 1);
}

it.skipIf(!posix)(
  "a fresh start keeps DATA_DIR to the server's account, even one made 0777",
  async () => {
    fs.chmodSync(dataDir, 0o777);
    server = startServerProcess(dataDir);
    await server.ready();
    await writeMailAndFile(server.url, 1);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(await server.stop()).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  },
  240_000,
);

it.skipIf(!posix)(
  "an upgrade takes every group and other bit off a directory an older version left open",
  async () => {
    openToEveryone(dataDir);
    expect(openToOthers(dataDir).length).toBeGreaterThan(900);

    server = startServerProcess(dataDir);
    await server.ready();
    await writeMailAndFile(server.url, 2);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(await server.stop()).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  },
  240_000,
);
