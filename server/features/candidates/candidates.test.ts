import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CANDIDATE_COUNT_CAP, type Candidate, type CandidateStats } from "#common/candidate.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { candidates } from "../../db/schema.ts";
import { toPrefixQuery } from "./search.ts";

let ctx: TestContext;
let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { isAdmin: true });
  user = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.delete(candidates);
});

const valid = {
  fullName: "Ada Lovelace",
  email: "Ada@Example.com",
  title: "Senior Engineer",
  phone: "+44 20 7946 0000",
  summary: "Writes the first programs.",
  location: "London, UK",
  experience: 12,
  hourlyRate: 120,
  availability: "Full-time",
  portfolioUrl: "https://ada.example.com",
  githubUrl: "",
  linkedinUrl: "",
  isActive: "active",
  aiAssessmentScore: 97,
  skills: ["Mathematics", "Analytical Engine"],
  spokenLanguages: ["English", "French"],
};

async function post(body: unknown, as: TestUser = admin) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/candidates",
    headers: { cookie: as.cookie },
    payload: body as object,
  });
}

async function put(id: string, body: unknown, as: TestUser = admin) {
  return ctx.app.inject({
    method: "PUT",
    url: `/api/candidates/${id}`,
    headers: { cookie: as.cookie },
    payload: body as object,
  });
}

async function get(url: string, as: TestUser | null = user) {
  return ctx.app.inject({ method: "GET", url, headers: as ? { cookie: as.cookie } : {} });
}

describe("POST /api/candidates", () => {
  it("creates a candidate: 201, email lower-cased, empty URLs stored as null", async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const c = json<Candidate>(res);
    expect(c.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(c.email).toBe("ada@example.com");
    expect(c.githubUrl).toBeNull();
    expect(c.linkedinUrl).toBeNull();
    expect(c.portfolioUrl).toBe("https://ada.example.com");
    expect(c.skills).toEqual(["Mathematics", "Analytical Engine"]);
    expect(c.aiAssessmentScore).toBe(97);
    expect(c.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(c).not.toHaveProperty("searchVector");
  });

  it("needs only name, email and title; status defaults to active, lists to []", async () => {
    const res = await post({ fullName: "Al", email: "al@example.com", title: "QA" });
    expect(res.statusCode).toBe(201);
    const c = json<Candidate>(res);
    expect(c.isActive).toBe("active");
    expect(c.skills).toEqual([]);
    expect(c.spokenLanguages).toEqual([]);
    expect(c.experience).toBeNull();
    expect(c.profilePhoto).toBeNull();
  });

  it("answers 409 for an email already used, whatever its case", async () => {
    expect((await post(valid)).statusCode).toBe(201);
    const res = await post({ ...valid, email: "ADA@example.COM" });
    expect(res.statusCode).toBe(409);
    expect(json<{ message: string }>(res).message).toBe(
      "A candidate with this email already exists",
    );
  });

  it.each([
    [{ fullName: "A" }, "fullName", "Full name must be at least 2 characters"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ title: "X" }, "title", "Title must be at least 2 characters"],
    [{ experience: 51 }, "experience", undefined],
    [{ experience: -1 }, "experience", undefined],
    [{ hourlyRate: 0 }, "hourlyRate", undefined],
    [{ hourlyRate: 1001 }, "hourlyRate", undefined],
    [{ aiAssessmentScore: 101 }, "aiAssessmentScore", undefined],
    [{ availability: "Sometimes" }, "availability", undefined],
    [{ isActive: "retired" }, "isActive", undefined],
    [{ portfolioUrl: "not a url" }, "portfolioUrl", undefined],
  ])("answers 400 with the field's message for %o", async (change, field, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = json<{ message: string; errors: Record<string, string> }>(res);
    expect(Object.keys(body.errors)).toContain(field);
    if (message) expect(body.errors[field]).toBe(message);
  });

  it("accepts the range limits themselves", async () => {
    const res = await post({
      ...valid,
      experience: 50,
      hourlyRate: 1000,
      aiAssessmentScore: 0,
    });
    expect(res.statusCode).toBe(201);
    const low = await post({
      ...valid,
      email: "low@example.com",
      experience: 0,
      hourlyRate: 1,
      aiAssessmentScore: 100,
    });
    expect(low.statusCode).toBe(201);
  });

  it("refuses a photo or resume that is not a file stored here", async () => {
    const res = await post({ ...valid, resumeUrl: "javascript:alert(1)" });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors.resumeUrl).toBeTruthy();
  });

  it("is admin-only: 401 signed out, 403 for a regular user (even with a bad body)", async () => {
    const anonymous = await ctx.app.inject({
      method: "POST",
      url: "/api/candidates",
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post({}, user)).statusCode).toBe(403);
    expect((await post(valid, user)).statusCode).toBe(403);
  });
});

describe("PUT /api/candidates/{id}", () => {
  it("updates and answers 200 with the candidate", async () => {
    const created = json<Candidate>(await post(valid));
    const res = await put(created.id, {
      ...valid,
      title: "Principal Engineer",
      isActive: "busy",
      skills: ["Poetry"],
      hourlyRate: null,
    });
    expect(res.statusCode).toBe(200);
    const c = json<Candidate>(res);
    expect(c.title).toBe("Principal Engineer");
    expect(c.isActive).toBe("busy");
    expect(c.skills).toEqual(["Poetry"]);
    expect(c.hourlyRate).toBeNull();
    expect(new Date(c.updatedAt).getTime()).toBeGreaterThanOrEqual(
      new Date(created.updatedAt).getTime(),
    );
  });

  it("keeps fields the body leaves out (status, photo, resume)", async () => {
    const created = json<Candidate>(await post({ ...valid, isActive: "inactive" }));
    const res = await put(created.id, {
      fullName: "Ada King",
      email: "ada@example.com",
      title: "Engineer",
    });
    const c = json<Candidate>(res);
    expect(c.isActive).toBe("inactive");
    expect(c.skills).toEqual(valid.skills);
    expect(c.fullName).toBe("Ada King");
  });

  it("answers 409 when the email belongs to another candidate", async () => {
    await post(valid);
    const other = json<Candidate>(await post({ ...valid, email: "other@example.com" }));
    const res = await put(other.id, { ...valid, email: "ADA@EXAMPLE.COM" });
    expect(res.statusCode).toBe(409);
  });

  it("answers 404 for an unknown or malformed id, 400 for bad input", async () => {
    expect((await put("00000000-0000-4000-8000-000000000000", valid)).statusCode).toBe(404);
    expect((await put("nope", valid)).statusCode).toBe(404);
    const created = json<Candidate>(await post(valid));
    const res = await put(created.id, { ...valid, fullName: "" });
    expect(res.statusCode).toBe(400);
    expect(json<{ errors: Record<string, string> }>(res).errors.fullName).toBe(
      "Full name must be at least 2 characters",
    );
  });

  it("is admin-only", async () => {
    const created = json<Candidate>(await post(valid));
    expect((await put(created.id, valid, user)).statusCode).toBe(403);
  });
});

describe("GET /api/candidates/{id}", () => {
  it("returns one candidate to any signed-in user", async () => {
    const created = json<Candidate>(await post(valid));
    const res = await get(`/api/candidates/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(json<Candidate>(res)).toEqual(created);
  });

  it("answers 404 for unknown and invalid ids, 401 signed out", async () => {
    const unknown = await get("/api/candidates/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect((await get("/api/candidates/not-a-uuid")).statusCode).toBe(404);
    expect(
      (await get("/api/candidates/00000000-0000-4000-8000-000000000000", null)).statusCode,
    ).toBe(401);
  });
});

async function seed(rows: Array<Partial<typeof candidates.$inferInsert>>) {
  let n = 0;
  const base = Date.UTC(2025, 0, 1);
  await ctx.database.db.insert(candidates).values(
    rows.map((r) => {
      n++;
      return {
        fullName: `Person ${n}`,
        email: `person${n}@example.com`,
        title: "Engineer",
        createdAt: new Date(base + n * 60_000),
        ...r,
      };
    }),
  );
}

describe("GET /api/candidates", () => {
  it("answers an array of every candidate, newest first, with X-Total-Count", async () => {
    await seed([{ fullName: "Oldest" }, { fullName: "Middle" }, { fullName: "Newest" }]);
    const res = await get("/api/candidates");
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("3");
    expect(json<Candidate[]>(res).map((c) => c.fullName)).toEqual(["Newest", "Middle", "Oldest"]);
  });

  it("counts exactly up to the cap, then says the count is capped", async () => {
    await seed(Array.from({ length: CANDIDATE_COUNT_CAP + 1 }, () => ({ experience: 5 })));
    const capped = await get("/api/candidates?limit=24");
    expect(capped.headers["x-total-count"]).toBe(String(CANDIDATE_COUNT_CAP));
    expect(capped.headers["x-total-count-capped"]).toBe("true");
    expect(json<Candidate[]>(capped)).toHaveLength(24);

    await ctx.database.db.delete(candidates).where(eq(candidates.email, "person1@example.com"));
    const exact = await get("/api/candidates?limit=24");
    expect(exact.headers["x-total-count"]).toBe(String(CANDIDATE_COUNT_CAP));
    expect(exact.headers["x-total-count-capped"]).toBeUndefined();
  });

  it("is for signed-in users only", async () => {
    expect((await get("/api/candidates", null)).statusCode).toBe(401);
  });

  it("pages with limit and offset; the total counts every match", async () => {
    await seed(Array.from({ length: 30 }, () => ({})));
    const first = await get("/api/candidates?limit=24");
    expect(json<Candidate[]>(first)).toHaveLength(24);
    expect(first.headers["x-total-count"]).toBe("30");
    const second = await get("/api/candidates?limit=24&offset=24");
    expect(json<Candidate[]>(second)).toHaveLength(6);
    const ids = new Set(
      [...json<Candidate[]>(first), ...json<Candidate[]>(second)].map((c) => c.id),
    );
    expect(ids.size).toBe(30);
  });

  it("refuses a page size over 100 and an offset past the cap", async () => {
    expect((await get("/api/candidates?limit=101")).statusCode).toBe(400);
    expect((await get("/api/candidates?offset=10001")).statusCode).toBe(400);
    expect((await get("/api/candidates?sort=alphabetical")).statusCode).toBe(400);
  });

  it("finds free text by word prefix over name, title, skills, location and summary", async () => {
    await seed([
      { fullName: "Jane Roe", title: "Backend Engineer", location: "Lisbon, Portugal" },
      { fullName: "John Doe", title: "Designer", skills: ["Figma", "TypeScript"] },
      { fullName: "Mary Major", title: "Data Engineer", summary: "Loves Kubernetes clusters" },
    ]);
    const names = async (q: string) =>
      json<Candidate[]>(await get(`/api/candidates?q=${encodeURIComponent(q)}`))
        .map((c) => c.fullName)
        .sort();
    expect(await names("jan")).toEqual(["Jane Roe"]);
    expect(await names("lisb")).toEqual(["Jane Roe"]);
    expect(await names("typescr")).toEqual(["John Doe"]);
    expect(await names("kubern")).toEqual(["Mary Major"]);
    expect(await names("engineer")).toEqual(["Jane Roe", "Mary Major"]);
    expect(await names("data engin")).toEqual(["Mary Major"]);
    expect(await names("it's & (x) | !y:*")).toEqual([]);
    expect(await names("!!!")).toEqual([]);
  });

  it("filters by all of the given skills, availability, status, rate range and score", async () => {
    await seed([
      {
        fullName: "A",
        skills: ["React", "Go"],
        availability: "Contract",
        hourlyRate: 50,
        aiAssessmentScore: 90,
      },
      {
        fullName: "B",
        skills: ["React"],
        availability: "Contract",
        hourlyRate: 80,
        aiAssessmentScore: 70,
      },
      {
        fullName: "C",
        skills: ["React", "Go", "Rust"],
        availability: "Full-time",
        isActive: "busy",
        hourlyRate: 120,
      },
    ]);
    const names = async (qs: string) => {
      const res = await get(`/api/candidates?${qs}`);
      expect(res.statusCode).toBe(200);
      return json<Candidate[]>(res)
        .map((c) => c.fullName)
        .sort()
        .join("");
    };
    expect(await names("skills=React,Go")).toBe("AC");
    expect(await names("skills=Go&skills=Rust")).toBe("C");
    expect(await names("availability=Contract")).toBe("AB");
    expect(await names("status=busy")).toBe("C");
    expect(await names("minRate=60")).toBe("BC");
    expect(await names("minRate=60&maxRate=100")).toBe("B");
    expect(await names("minScore=80")).toBe("A");
    expect(await names("skills=React&availability=Contract&minScore=75")).toBe("A");
    expect((await get("/api/candidates?skills=React,Go")).headers["x-total-count"]).toBe("2");
  });

  it("sorts by score, rate and experience, missing values last", async () => {
    await seed([
      { fullName: "A", aiAssessmentScore: 60, hourlyRate: 90, experience: 3 },
      { fullName: "B", aiAssessmentScore: 95, hourlyRate: null, experience: 10 },
      { fullName: "C", aiAssessmentScore: null, hourlyRate: 40, experience: null },
    ]);
    const order = async (sort: string) =>
      json<Candidate[]>(await get(`/api/candidates?sort=${sort}`))
        .map((c) => c.fullName)
        .join("");
    expect(await order("score")).toBe("BAC");
    expect(await order("rate")).toBe("CAB");
    expect(await order("experience")).toBe("BAC");
    expect(await order("newest")).toBe("CBA");
  });
});

describe("GET /api/candidates/stats", () => {
  it("counts the pool and rounds means over active candidates, missing values as 0", async () => {
    await seed([
      { isActive: "active", hourlyRate: 100, aiAssessmentScore: 90 },
      { isActive: "active", hourlyRate: 51, aiAssessmentScore: null },
      { isActive: "active", hourlyRate: null, aiAssessmentScore: 85.5 },
      { isActive: "busy", hourlyRate: 900, aiAssessmentScore: 10 },
      { isActive: "inactive", hourlyRate: 900, aiAssessmentScore: 10 },
    ]);
    const res = await get("/api/candidates/stats");
    expect(res.statusCode).toBe(200);
    // Rate: (100 + 51 + 0) / 3 = 50.33 → 50. Score: (90 + 0 + 85.5) / 3 = 58.5 → 59.
    expect(json<CandidateStats>(res)).toEqual({ total: 5, active: 3, avgRate: 50, avgScore: 59 });
  });

  it("answers zeros for an empty pool", async () => {
    expect(json<CandidateStats>(await get("/api/candidates/stats"))).toEqual({
      total: 0,
      active: 0,
      avgRate: 0,
      avgScore: 0,
    });
  });
});

describe("cached counts and figures", () => {
  const total = async (url: string) => (await get(url)).headers["x-total-count"];
  const stats = async () => json<CandidateStats>(await get("/api/candidates/stats"));

  it("follow every write, whether through the API or straight to the database", async () => {
    await seed([{ fullName: "Grace Hopper", skills: ["COBOL"], hourlyRate: 100 }]);
    const url = "/api/candidates?skills=COBOL&limit=24";
    expect(await total(url)).toBe("1");
    expect(await stats()).toMatchObject({ total: 1, avgRate: 100 });
    // The same filter in another order and page is the same count.
    expect(await total("/api/candidates?limit=5&sort=rate&skills=COBOL")).toBe("1");

    const created = await post({ ...valid, skills: ["COBOL"], hourlyRate: 50 });
    expect(created.statusCode).toBe(201);
    expect(await total(url)).toBe("2");
    expect(await stats()).toMatchObject({ total: 2, avgRate: 75 });

    // Another replica, a script or psql: the trigger still moves the pool version on.
    await ctx.database.db
      .update(candidates)
      .set({ skills: ["Fortran"], hourlyRate: 10 })
      .where(eq(candidates.fullName, "Grace Hopper"));
    expect(await total(url)).toBe("1");
    expect(await stats()).toMatchObject({ total: 2, avgRate: 30 });

    await ctx.database.db.delete(candidates);
    expect(await total(url)).toBe("0");
    expect(await stats()).toMatchObject({ total: 0, avgRate: 0 });
  });
});

describe("toPrefixQuery", () => {
  it("quotes each word as a prefix and drops tsquery syntax", () => {
    expect(toPrefixQuery("Node.js dev")).toBe("'node.js':* & 'dev':*");
    expect(toPrefixQuery("a'b & c")).toBe("'ab':* & 'c':*");
    expect(toPrefixQuery("  ")).toBeNull();
  });
});
