/**
 * The real server entry (server/main.ts) in a process of its own, on an embedded database
 * in `dataDir`, for tests of what only a whole process does: start-up, signals, files.
 *
 *   const server = startServerProcess(dataDir);
 *   await server.ready();
 *   await fetch(`${server.url}/api/contact`, …);
 *   expect(await server.stop()).toBe(0);
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The exit code once the process has ended. */
  exited: Promise<number | null>;
  /** Resolves once /api/ready answers 200. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
}

export const ADMIN = { email: "admin@example.com", password: "admin-password" };

export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): ServerProcess {
  const port = 3400 + Math.floor(Math.random() * 500);
  const entry = path.resolve(import.meta.dirname, "../../server/main.ts");
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "0",
      LOG_LEVEL: "silent",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Always the embedded database, whatever the test run was given.
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let printed = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    printed += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    printed += chunk.toString("utf8");
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    exited,
    // Start-up (PGlite, migrations, the admin's argon2 hash) can take over a minute on a
    // loaded 2-core machine.
    async ready(timeoutMs = 170_000) {
      const start = Date.now();
      while (Date.now() - start < timeoutMs) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
        try {
          if ((await fetch(`${url}/api/ready`)).ok) return;
        } catch {}
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error("server did not become ready");
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    output: () => printed,
  };
}
