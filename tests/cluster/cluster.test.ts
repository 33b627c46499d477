/**
 * Two replicas behind HAProxy on one PostgreSQL, one Redis and one bucket (harness.ts).
 * Everything goes through the balancer; `x-replica` says who answered, so each test shows
 * that state made on one replica is seen on the other.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import { png } from "../support/sample-files.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { type Answer, Client } from "./client.ts";
import { adminCredentials, type Cluster, startCluster, waitFor } from "./harness.ts";

let cluster: Cluster;
let sink: SmtpSink;
let admin: Client;
const unique = `${Date.now().toString(36)}`;

beforeAll(async () => {
  // A real SMTP server: e-mail is sent by the job queue's workers on both replicas.
  sink = await startSmtpSink();
  cluster = await startCluster(2, sink.env);
  admin = new Client(cluster.url);
  const res = await admin.post("/api/auth/login", adminCredentials);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
});
afterAll(async () => {
  await cluster?.close();
  await sink?.close();
});

const statuses = (answers: Map<string, Answer>) =>
  Object.fromEntries([...answers].map(([replica, a]) => [replica, a.status]));

async function createCandidate(client: Client, name: string) {
  const res = await client.post<Candidate>("/api/candidates", {
    fullName: name,
    email: `${name.toLowerCase().replaceAll(" ", ".")}@cluster.test`,
    title: "Engineer",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res;
}

describe("a cluster of two replicas", () => {
  it("honours a session made on one replica on the other", async () => {
    const user = new Client(cluster.url);
    const signedIn = await user.post("/api/auth/login", adminCredentials);
    expect(signedIn.status).toBe(200);
    const answers = await user.onEveryReplica(2, () => user.get("/api/auth/user"));
    expect(statuses(answers)).toEqual({ r1: 200, r2: 200 });
    expect(answers.has(signedIn.replica)).toBe(true);
  });

  it("refuses a session signed out on one replica on the other at once", async () => {
    const user = new Client(cluster.url);
    expect((await user.post("/api/auth/login", adminCredentials)).status).toBe(200);
    // Both replicas have answered the session, so both hold it in memory.
    const before = await user.onEveryReplica(2, () => user.get("/api/auth/user"));
    expect(statuses(before)).toEqual({ r1: 200, r2: 200 });
    const cookie = user.cookieHeader;
    const out = await user.post("/api/auth/logout");
    expect(out.status).toBe(204);
    // The old cookie, sent as is (a client that ignores the cleared cookie), right away.
    const after = new Map<string, number>();
    for (let i = 0; i < 8 && after.size < 2; i++) {
      const res = await fetch(`${cluster.url}/api/auth/user`, { headers: { cookie } });
      after.set(res.headers.get("x-replica") ?? "", res.status);
    }
    expect(Object.fromEntries(after)).toEqual({ r1: 401, r2: 401 });
  });

  it("counts a rate limit across both replicas", async () => {
    const guesser = new Client(cluster.url);
    const email = `guess-${unique}@cluster.test`;
    const seen = new Set<string>();
    // Five failed sign-ins per email are allowed in total, not five per replica.
    for (let i = 0; i < 5; i++) {
      const res = await guesser.post("/api/auth/login", { email, password: "wrong password" });
      expect(res.status).toBe(401);
      seen.add(res.replica);
    }
    expect(seen.size).toBe(2);
    const refused = await guesser.onEveryReplica(2, () =>
      guesser.post("/api/auth/login", { email, password: "wrong password" }),
    );
    expect(statuses(refused)).toEqual({ r1: 429, r2: 429 });
  });

  it("finds a candidate written on one replica in the other's cached search at once", async () => {
    const name = `Cached Search ${unique}`;
    const search = () => admin.get<Candidate[]>(`/api/candidates?q=${encodeURIComponent(name)}`);
    // Both replicas have searched (and cached) before the write.
    const before = await admin.onEveryReplica(2, search);
    for (const answer of before.values()) expect(answer.body).toEqual([]);

    const created = await createCandidate(admin, name);
    const after = await admin.onEveryReplica(2, search);
    for (const answer of after.values()) {
      expect(answer.body.map((c) => c.id)).toEqual([created.body.id]);
    }
    expect(after.has(created.replica === "r1" ? "r2" : "r1")).toBe(true);
  });

  it("counts 200 concurrent customer views through both replicas exactly", async () => {
    const link = await admin.post<{ id: string; token: string }>("/api/admin/shareable-links", {
      customerName: "Cluster Customer",
      customerEmail: "customer@cluster.test",
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    const customer = new Client(cluster.url);
    const views = await Promise.all(
      Array.from({ length: 200 }, () => customer.get(`/api/shared/developers/${link.body.token}`)),
    );
    expect(views.filter((v) => v.status !== 200)).toEqual([]);
    expect(new Set(views.map((v) => v.replica)).size).toBe(2);

    const links = await admin.get<{ id: string; accessCount: number }[]>(
      "/api/admin/shareable-links",
    );
    expect(links.body.find((l) => l.id === link.body.id)?.accessCount).toBe(200);
  });

  it("serves a file uploaded through one replica from the other", async () => {
    const candidate = await createCandidate(admin, `File Person ${unique}`);
    const upload = await admin.post<{ uploadURL: string }>("/api/objects/upload");
    expect(upload.status).toBe(200);
    const bytes = png();
    // The browser PUTs straight to the bucket.
    const put = await fetch(upload.body.uploadURL, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "image/png" },
    });
    expect(put.status).toBe(200);
    const attached = await admin.put<{ profilePhoto: string }>(
      `/api/candidates/${candidate.body.id}/profile-photo`,
      { profilePhotoURL: upload.body.uploadURL },
    );
    expect(attached.status, JSON.stringify(attached.body)).toBe(200);

    const served = await admin.onEveryReplica(2, () => admin.getBytes(attached.body.profilePhoto));
    for (const answer of served.values()) {
      expect(answer.status).toBe(200);
      expect(answer.body.equals(bytes)).toBe(true);
    }
  });

  it("has each background job taken once, by one of the replicas", async () => {
    // A contact inquiry queues one e-mail to the admins; both replicas' workers poll.
    const visitor = new Client(cluster.url);
    const subjects: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await visitor.post("/api/contact", {
        firstName: `Job${i}`,
        lastName: unique,
        email: `job${i}@cluster.test`,
        company: "Cluster Ltd",
        message: "Taken once?",
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      subjects.push(`New inquiry from Job${i} ${unique} (Cluster Ltd)`);
    }
    for (const subject of subjects) await sink.waitFor((m) => m.subject === subject, 30_000);

    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      // Every mail job finished on its first attempt: nobody took one a second time.
      await waitFor(async () => {
        const { rows } = await db.query(
          "SELECT 1 FROM jobs WHERE name = 'mail.send' AND state IN ('queued', 'active')",
        );
        return rows.length === 0;
      }, "the mail jobs to finish");
      const { rows } = await db.query<{ state: string; attempt: number }>(
        "SELECT state, attempt FROM jobs WHERE name = 'mail.send' AND data->>'subject' = ANY($1)",
        [subjects],
      );
      expect(rows).toHaveLength(subjects.length);
      expect(rows.every((r) => r.state === "completed" && r.attempt === 1)).toBe(true);
    } finally {
      await db.end();
    }
    for (const subject of subjects) {
      expect(sink.messages.filter((m) => m.subject === subject)).toHaveLength(1);
    }
  });

  // Last: it stops a replica.
  it("loses no acknowledged request when one replica gets SIGTERM, and the other serves on", async () => {
    const stopping = cluster.replicas[1]!;
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let stop = false;
    let sent = 0;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        sent++;
        const name = `Drain ${unique} ${w}-${i}`;
        const res = await admin
          .post<Candidate>("/api/candidates", {
            fullName: name,
            email: `drain-${unique}-${w}-${i}@cluster.test`,
            title: "Engineer",
          })
          .catch((error: Error) => ({ status: 0, body: error.message, replica: "" }) as Answer);
        if (res.status === 201) acknowledged.push((res.body as Candidate).id);
        else failures.push(`${res.status} ${JSON.stringify(res.body)}`);
        const read = await admin.get("/api/health").catch(() => ({ status: 0 }) as Answer);
        if (read.status !== 200) failures.push(`read ${read.status}`);
      }
    };
    const workers = [0, 1, 2, 3].map(worker);
    await waitFor(async () => acknowledged.length >= 40, "writes before the stop");
    stopping.process.kill("SIGTERM");
    expect(await stopping.exited).toBe(0);
    const atStop = acknowledged.length;
    await waitFor(async () => acknowledged.length >= atStop + 40, "writes after the stop");
    stop = true;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(80);
    // Every acknowledged write is in the database.
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>(
        "SELECT id FROM candidates WHERE id = ANY($1::uuid[])",
        [acknowledged],
      );
      expect(rows.length).toBe(acknowledged.length);
    } finally {
      await db.end();
    }
    const after = await admin.get("/api/ready");
    expect(after.replica).toBe("r1");
  });
});
