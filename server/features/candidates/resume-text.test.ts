import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Candidate, CandidateResumeText } from "#common/candidate.ts";
import {
  RESUME_UNPACKS_TOO_LARGE_MESSAGE,
  type ResumeTextFailure,
  resumeTextFailureMessage,
} from "#common/resume-text-values.ts";
import { apiHarness } from "../../../tests/support/api-harness.ts";
import { attachFile, insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { docx, docxBomb, pdf } from "../../../tests/support/sample-files.ts";
import { json } from "../../../tests/support/test-app.ts";
import { candidates, jobs } from "../../db/schema.ts";
import { RESUME_TEXT_JOB } from "./resume-text.ts";

const h = apiHarness();

const get = (url: string) =>
  h.ctx.app.inject({ method: "GET", url, headers: { cookie: h.admin.cookie } });

/** The names the list's `q` finds, once the background job has read the résumé. */
async function found(word: string, expected: string[]) {
  await vi.waitFor(
    async () => {
      const res = await get(`/api/candidates?q=${word}`);
      expect(json<Candidate[]>(res).map((c) => c.fullName)).toEqual(expected);
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe("résumé text", () => {
  it("makes words only inside a PDF or Word résumé findable, and is never sent", async () => {
    const withPdf = await insertCandidate(h.ctx, { fullName: "Pat Pdf" });
    const withDocx = await insertCandidate(h.ctx, { fullName: "Dana Docx" });
    await attachFile(
      h.ctx,
      h.admin.cookie,
      withPdf.id,
      "resume",
      pdf("Led the Quetzalcoatl migration"),
    );
    await attachFile(
      h.ctx,
      h.admin.cookie,
      withDocx.id,
      "resume",
      docx("Built Zanzibarcode tooling"),
    );

    await found("quetzalcoatl", ["Pat Pdf"]);
    await found("zanzibar", ["Dana Docx"]);

    for (const url of [
      `/api/candidates/${withPdf.id}`,
      "/api/candidates",
      "/api/candidates/export.csv",
    ]) {
      expect((await get(url)).body.toLowerCase()).not.toContain("quetzalcoatl");
    }

    // A new résumé replaces the old text: the old word no longer finds the candidate.
    await attachFile(h.ctx, h.admin.cookie, withPdf.id, "resume", pdf("Now about Xylophonics"));
    await found("xylophonics", ["Pat Pdf"]);
    await found("quetzalcoatl", []);
  }, 120_000);
});

/** Where the disk store keeps a file served at `/objects/<key>`. */
const storedPath = (objectPath: string) =>
  path.join(h.ctx.config.dataDir, "objects", objectPath.slice("/objects/".length));

/** The résumé's reading state, as the admin's candidate screen asks for it. */
async function resumeTextOf(id: string) {
  return json<CandidateResumeText>(await get(`/api/candidates/${id}/resume-text`));
}

/** Waits for the background job to finish with the candidate's résumé. */
async function settled(id: string): Promise<CandidateResumeText> {
  let state: CandidateResumeText | undefined;
  await vi.waitFor(
    async () => {
      state = await resumeTextOf(id);
      expect(state.state).not.toBe("pending");
    },
    { timeout: 60_000, interval: 100 },
  );
  return state!;
}

/** The candidate's résumé-text jobs, oldest first. */
async function jobsFor(id: string) {
  return h.ctx.database.db
    .select({ state: jobs.state, attempt: jobs.attempt })
    .from(jobs)
    .where(and(eq(jobs.name, RESUME_TEXT_JOB), sql`${jobs.data}->>'candidateId' = ${id}`))
    .orderBy(jobs.createdAt);
}

describe("a résumé whose text cannot be read", () => {
  it("refuses a Word zip bomb at upload (422), from its directory alone", async () => {
    const candidate = await insertCandidate(h.ctx, { fullName: "Una Upload" });
    const upload = json<{ uploadURL: string }>(
      await h.ctx.app.inject({
        method: "POST",
        url: "/api/objects/upload",
        headers: { cookie: h.admin.cookie },
      }),
    );
    const target = new URL(upload.uploadURL);
    const put = await h.ctx.app.inject({
      method: "PUT",
      url: `${target.pathname}${target.search}`,
      headers: { "content-type": "application/octet-stream" },
      payload: await docxBomb(),
    });
    expect(put.statusCode).toBe(200);
    const attached = await h.ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${candidate.id}/resume`,
      headers: { cookie: h.admin.cookie },
      payload: { resumeURL: upload.uploadURL },
    });
    expect(attached.statusCode, attached.body).toBe(422);
    expect(json<{ message: string }>(attached).message).toBe(RESUME_UNPACKS_TOO_LARGE_MESSAGE);
    expect(await resumeTextOf(candidate.id)).toEqual({
      state: "none",
      failure: null,
      message: null,
    });
  });

  it("reads bombs that got past the upload in a worker: the server keeps answering, each candidate stays findable, admins see why, and nothing is retried", async () => {
    const MB = 1024 * 1024;
    const candidate = (fullName: string) =>
      insertCandidate(h.ctx, { fullName, skills: ["Quokkascript"] });
    // 1. A bomb stored before the upload checked Word files, or put there another way: a
    // normal résumé is attached and read, then its bytes become the bomb and are read again.
    const bea = await candidate("Bea Bombproof");
    const path = await attachFile(h.ctx, h.admin.cookie, bea.id, "resume", docx("Harmless"));
    await settled(bea.id);
    await fs.writeFile(storedPath(path), await docxBomb());
    await h.ctx.database.db
      .update(candidates)
      .set({ resumeText: null })
      .where(eq(candidates.id, bea.id));
    await h.ctx.app.jobs.send(RESUME_TEXT_JOB, { candidateId: bea.id });
    // 2. An archive that declares 1 MB passes the upload's directory check; what it really
    // unpacks to (150 MB) is found before the reader sees it.
    const lior = await candidate("Lior Liar");
    const liar = await docxBomb({ declaredBytes: MB });
    await attachFile(h.ctx, h.admin.cookie, lior.id, "resume", liar);
    // 3. 19 MB of XML under a name that is no XML part's (the package points to it): every
    // size check passes, and the reader runs out of its worker's heap.
    const otto = await candidate("Otto Overflow");
    const hidden = await docxBomb({ unpackedBytes: 19 * MB, varied: true, partName: "word/a.dat" });
    await attachFile(h.ctx, h.admin.cookie, otto.id, "resume", hidden);

    // While Otto's résumé is being read, the server answers as usual, and quickly.
    let answeredWhileReading = 0;
    while ((await resumeTextOf(otto.id)).state === "pending") {
      const started = performance.now();
      expect((await get("/api/candidates?q=overflow")).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000);
      answeredWhileReading++;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answeredWhileReading).toBeGreaterThan(0);

    const expected = { [bea.id]: "too-large", [lior.id]: "too-large", [otto.id]: "out-of-memory" };
    for (const [id, failure] of Object.entries(expected) as [string, ResumeTextFailure][]) {
      const state = await settled(id);
      expect(state).toEqual({
        state: "failed",
        failure,
        message: resumeTextFailureMessage(failure),
      });
      expect(state.message).toMatch(/^The résumé's text could not be read \(/);
      // Read once, and done: the job completed on its first attempt and nothing is queued.
      const runs = await jobsFor(id);
      expect(runs.at(-1)).toEqual({ state: "completed", attempt: 1 });
      expect(runs.filter((r) => r.state !== "completed")).toEqual([]);
    }
    // Findable by everything but the résumé: name and skills.
    await found("bombproof", ["Bea Bombproof"]);
    await found("liar", ["Lior Liar"]);
    await found("overflow", ["Otto Overflow"]);
    const bySkill = await get("/api/candidates?skills=Quokkascript");
    expect(
      json<Candidate[]>(bySkill)
        .map((c) => c.fullName)
        .sort(),
    ).toEqual(["Bea Bombproof", "Lior Liar", "Otto Overflow"]);
    // The state is for admins (its own call): the candidate everyone reads does not carry it.
    expect(
      json<Record<string, unknown>>(await get(`/api/candidates/${lior.id}`)),
    ).not.toHaveProperty("resumeTextFailure");

    // A new résumé clears the failure and is read.
    await attachFile(h.ctx, h.admin.cookie, lior.id, "resume", pdf("Now about Xylophonics"));
    expect(await settled(lior.id)).toEqual({ state: "read", failure: null, message: null });
  }, 180_000);
});
