/**
 * The production topology on one machine: app replicas (server/main.ts on the built client)
 * on one throwaway PostgreSQL database, one Redis (own key prefix), one s3rver bucket, behind
 * HAProxy on one port. Tests talk to the balancer only; HAProxy stamps each response with
 * the replica that answered (`x-replica`), which is how a test knows a request crossed over.
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import S3rver from "s3rver";
import { serveArgs, serverBundleFile } from "../../scripts/serve-command.ts";
import { deleteRedisKeys, testRedisUrl, uniqueRedisPrefix } from "../support/test-redis.ts";

const root = path.resolve(import.meta.dirname, "../..");
export const HAPROXY = process.env.HAPROXY_BIN || "/usr/sbin/haproxy";
export const adminCredentials = { email: "admin@cluster.test", password: "cluster-admin-password" };
const baseDatabaseUrl =
  process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until true; a thrown error ends the wait at once (a process died). */
export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export interface Replica {
  name: string;
  port: number;
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

export interface Cluster {
  url: string;
  databaseUrl: string;
  replicas: Replica[];
  env: Record<string, string>;
  startReplica(name: string, env?: Record<string, string>): Promise<Replica>;
  close(): Promise<void>;
}

function haproxyConfig(port: number, replicas: { name: string; port: number }[]): string {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  option forwardfor
  # A replica that is stopping refuses new connections and closes idle ones; the
  # request is sent again to another replica (docs/deployment.md).
  option redispatch 1
  retries 3
  retry-on conn-failure empty-response response-timeout 503
frontend web
  bind 127.0.0.1:${port}
  default_backend app
backend app
  balance roundrobin
  option httpchk GET /api/ready
  http-check expect status 200
  # Checks are slow on a loaded machine: a generous timeout, and two failures before a
  # replica is taken out; requests to a stopped one are retried elsewhere meanwhile.
  timeout check 5s
  default-server inter 500ms fall 2 rise 1
  http-response set-header x-replica %[srv_name]
${replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check`).join("\n")}
`;
}

/** Starts everything, with `replicaCount` app processes. */
export async function startCluster(
  replicaCount = 2,
  extraEnv: Record<string, string> = {},
  options: { needsBuild?: boolean } = {},
): Promise<Cluster> {
  const built = options.needsBuild !== false;
  if (built && !fs.existsSync(serverBundleFile)) {
    throw new Error("No build: run `npm run build` before `npm run test:cluster`.");
  }
  // The cluster runs what is deployed (the bundle); the fault test, which needs no client
  // build, runs the same server from source.
  const command = built ? serveArgs() : [path.join(root, "server/main.ts")];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vt-cluster-"));
  const cleanups: (() => Promise<void> | void)[] = [
    () => fs.rmSync(tmp, { recursive: true, force: true }),
  ];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  };
  try {
    // One throwaway database, dropped afterwards.
    const dbName = `vt_cluster_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: baseDatabaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    });
    const databaseUrl = new URL(baseDatabaseUrl);
    databaseUrl.pathname = `/${dbName}`;

    const s3Dir = path.join(tmp, "s3");
    const s3 = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: "cluster-files" }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    const redisPrefix = uniqueRedisPrefix();
    cleanups.push(() => deleteRedisKeys(redisPrefix));

    const lbPort = await freePort();
    const url = `http://127.0.0.1:${lbPort}`;
    const env: Record<string, string> = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "0",
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      S3_BUCKET: "cluster-files",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "1",
      ADMIN_EMAIL: adminCredentials.email,
      ADMIN_PASSWORD: adminCredentials.password,
      DATA_DIR: path.join(tmp, "data"),
      ...extraEnv,
    };

    const replicas: Replica[] = [];
    const startReplica = async (name: string, own: Record<string, string> = {}) => {
      const port = await freePort();
      let output = "";
      const child = spawn(process.execPath, command, {
        cwd: root,
        env: { ...process.env, ...env, ...own, PORT: String(port) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout?.on("data", (d) => (output += d));
      child.stderr?.on("data", (d) => (output += d));
      const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
      const replica = { name, port, process: child, exited, output: () => output };
      cleanups.push(async () => {
        if (child.exitCode === null) child.kill("SIGKILL");
        await exited;
      });
      await waitFor(async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited:\n${output}`);
        return (await fetch(`http://127.0.0.1:${port}/api/ready`).catch(() => null))?.ok ?? false;
      }, `replica ${name}`).catch((error) => {
        throw new Error(`${(error as Error).message}\n${output}`);
      });
      return replica;
    };
    // Together: migrations run under an advisory lock. Only the first makes sure the admin
    // exists (ensureAdmin is a read-then-insert, meant for one process at a time).
    const noAdmin = { ADMIN_EMAIL: "", ADMIN_PASSWORD: "" };
    replicas.push(
      ...(await Promise.all(
        Array.from({ length: replicaCount }, (_, i) =>
          startReplica(`r${i + 1}`, i === 0 ? {} : noAdmin),
        ),
      )),
    );

    const cfg = path.join(tmp, "haproxy.cfg");
    fs.writeFileSync(cfg, haproxyConfig(lbPort, replicas));
    const haproxy = spawn(HAPROXY, ["-db", "-f", cfg], { stdio: ["ignore", "ignore", "pipe"] });
    let haproxyLog = "";
    haproxy.stderr?.on("data", (d) => (haproxyLog += d));
    const haproxyExited = new Promise((resolve) => haproxy.on("exit", resolve));
    cleanups.push(async () => {
      haproxy.kill("SIGTERM");
      await haproxyExited;
    });
    // Ready once both replicas have answered through the balancer.
    const seen = new Set<string>();
    await waitFor(async () => {
      if (haproxy.exitCode !== null) throw new Error(`haproxy exited:\n${haproxyLog}`);
      const res = await fetch(`${url}/api/ready`).catch(() => null);
      if (res?.ok) seen.add(res.headers.get("x-replica") ?? "");
      return seen.size === replicaCount;
    }, "haproxy");

    return { url, databaseUrl: databaseUrl.toString(), replicas, env, startReplica, close };
  } catch (error) {
    await close();
    throw error;
  }
}
