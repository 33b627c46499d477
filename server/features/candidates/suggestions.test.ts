/**
 * Suggestions from a résumé's text: the pool's skills it names, years from its date ranges,
 * profile links; on GET /api/admin/applications/{id} and GET /api/talent/me, each key
 * absent when nothing was found, written only when confirmed.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApplicationDetail } from "#common/application.ts";
import type { TalentProfile } from "#common/talent.ts";
import { insertCandidate } from "../../../tests/support/link-fixtures.ts";
import { pdf } from "../../../tests/support/sample-files.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { applications } from "../../db/schema.ts";
import { sentenceNaming } from "../../lib/skill-mentions.ts";
import { createAccessToken } from "../talent/session.ts";
import { experienceFrom, profileLinks } from "./suggestions.ts";

let ctx: TestContext;
let admin: TestUser;
let ip = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
});
afterAll(async () => {
  await ctx.close();
});

const skill = (name: string) => `${name}-${randomUUID().slice(0, 8)}`;
const NOW = new Date("2026-11-27T12:00:00Z");

describe("reading a résumé", () => {
  it("counts whole years from date ranges, overlaps once, up to now", () => {
    expect(experienceFrom("Acme, 2018 – 2023. Backend engineer.", NOW)).toBe(5);
    expect(experienceFrom("Globex Jan 2019 - present", NOW)).toBe(7);
    expect(experienceFrom("03/2015 – 09/2016 and Sept 2016 to Mar 2019", NOW)).toBe(4);
    // Overlapping jobs count once.
    expect(experienceFrom("2010-2015; 2012-2016", NOW)).toBe(6);
    expect(experienceFrom("Born 1990. Phone 2018 555 0100.", NOW)).toBeNull();
    expect(experienceFrom("No dates here", NOW)).toBeNull();
  });

  it("finds GitHub and LinkedIn profiles however they are written", () => {
    expect(
      profileLinks("Code: github.com/ada-l/parser, www.linkedin.com/in/ada-lovelace/ and more"),
    ).toEqual({
      githubUrl: "https://github.com/ada-l",
      linkedinUrl: "https://www.linkedin.com/in/ada-lovelace",
    });
    expect(profileLinks("See https://github.com/features for more")).toEqual({});
  });

  it("quotes the sentence naming a skill, whole words only", () => {
    const text = "Summary.\n• Built Next.js apps with React/Redux. Wrote C++ and C# daily.";
    expect(sentenceNaming(text, "redux", 200)).toBe("Built Next.js apps with React/Redux.");
    expect(sentenceNaming(text, "C#", 200)).toBe("Wrote C++ and C# daily.");
    expect(sentenceNaming(text, "C", 200)).toBeNull();
    expect(sentenceNaming(text, "Next", 200)).toBeNull();
  });
});

describe("GET /api/admin/applications/{id}", () => {
  const adminGet = (url: string) =>
    ctx.app.inject({ method: "GET", url, headers: { cookie: admin.cookie } });

  async function applyWith(resume?: string, values: Record<string, string> = {}): Promise<string> {
    const form = new FormData();
    const fields = {
      fullName: "Ada Applicant",
      email: `ada-${randomUUID().slice(0, 8)}@example.com`,
      title: "Backend Engineer",
      consent: "true",
      ...values,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (resume) form.append("resume", new Blob([new Uint8Array(pdf(resume))]), "cv.pdf");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/applications",
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type")! },
      remoteAddress: `10.77.0.${++ip}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return json<{ id: string }>(res).id;
  }

  it("suggests nothing without a résumé: every key absent", async () => {
    const id = await applyWith();
    const detail = json<ApplicationDetail>(await adminGet(`/api/admin/applications/${id}`));
    expect(detail.suggestions).toEqual({});
  });

  it("reads the résumé in the background and suggests what it finds, confirmed one by one", async () => {
    const [go, k8s] = [skill("Go"), skill("Kubernetes")];
    // The pool knows these skills (one candidate each, any spelling).
    await insertCandidate(ctx, { skills: [go] });
    await insertCandidate(ctx, { skills: [k8s] });
    const id = await applyWith(
      // (The test PDF's one line loses its last letters when read: words to spare at its end.)
      `github.com/ada-applicant. Ran ${k8s.toLowerCase()} and ${go} at Acme 2016 - 2023. The end`,
      { skills: go },
    );
    // The résumé-text job reads the PDF shortly.
    await vi.waitFor(
      async () => {
        const detail = json<ApplicationDetail>(await adminGet(`/api/admin/applications/${id}`));
        expect(detail.suggestions.skills).toBeDefined();
      },
      { timeout: 15_000, interval: 200 },
    );
    const detail = json<ApplicationDetail>(await adminGet(`/api/admin/applications/${id}`));
    // Go is listed already; the pool's own spelling of Kubernetes.
    expect(detail.suggestions).toEqual({
      skills: [k8s],
      experience: 7,
      githubUrl: "https://github.com/ada-applicant",
    });
    expect(detail.suggestions).not.toHaveProperty("linkedinUrl");
    // Nothing was written: the application is as sent until an admin confirms.
    expect(detail.skills).toEqual([go]);
    expect(detail.experience).toBeNull();

    const confirm = await ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/applications/${id}`,
      headers: { cookie: admin.cookie },
      payload: { skills: [...detail.skills, k8s], experience: 7 },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const after = json<ApplicationDetail>(confirm);
    expect(after.skills).toEqual([go, k8s]);
    expect(after.experience).toBe(7);
    expect(after.status).toBe(detail.status);
    expect(after.suggestions).toEqual({ githubUrl: "https://github.com/ada-applicant" });
  });

  it("suggests from text stored by the job, keys only for what was found", async () => {
    const id = await applyWith();
    await ctx.database.db
      .update(applications)
      .set({ resumeText: "Consultant at Initech, Jan 2020 – Dec 2024. linkedin.com/in/ada-a" })
      .where(eq(applications.id, id));
    const detail = json<ApplicationDetail>(await adminGet(`/api/admin/applications/${id}`));
    expect(detail.suggestions).toEqual({
      experience: 4,
      linkedinUrl: "https://www.linkedin.com/in/ada-a",
    });
  });
});

describe("GET /api/talent/me", () => {
  async function signedIn(candidateId: string): Promise<string> {
    const token = await createAccessToken(ctx.database.db, candidateId);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/talent/session",
      payload: { token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return String(res.headers["set-cookie"]).split(";")[0]!;
  }
  const me = async (cookie: string) => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/talent/me", headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
    return json<TalentProfile>(res);
  };

  it("suggests from the candidate's résumé, and nothing once confirmed", async () => {
    const terraform = skill("Terraform");
    await insertCandidate(ctx, { skills: [terraform] });
    const dev = await insertCandidate(ctx, {
      skills: [],
      experience: 3,
      githubUrl: "https://github.com/tala",
      resumeText: `Platform work with ${terraform}, 2015 – 2019 and 2020 – 2022. https://github.com/tala`,
    });
    const cookie = await signedIn(dev.id);
    const profile = await me(cookie);
    // The GitHub profile is the one given: not suggested again.
    expect(profile.suggestions).toEqual({ skills: [terraform], experience: 6 });

    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/talent/me",
      headers: { cookie },
      payload: { skills: [terraform], experience: 6 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json<TalentProfile>(put)).toMatchObject({
      skills: [terraform],
      experience: 6,
      suggestions: {},
    });
  });

  it("suggests nothing without a résumé", async () => {
    const dev = await insertCandidate(ctx, { skills: [skill("Go")] });
    expect((await me(await signedIn(dev.id))).suggestions).toEqual({});
  });
});
