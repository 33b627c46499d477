/**
 * Video introductions: PUT /api/candidates/{id}/video,
 * videoUrl on create and update, the player's ranges, and the token-scoped URL in shared
 * responses that stops working with the link.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Candidate } from "#common/candidate.ts";
import type { SharedListing } from "#common/link.ts";
import { insertCandidate, insertLink } from "../../../tests/support/link-fixtures.ts";
import { pdf, png } from "../../../tests/support/sample-files.ts";
import { mp4, webm } from "../../../tests/support/sample-videos.ts";
import {
  createTestApp,
  createUser,
  json,
  type TestContext,
  type TestUser,
} from "../../../tests/support/test-app.ts";
import { shareableLinks } from "../../db/schema.ts";

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

/** An upload URL with `body` PUT to it, as the browser leaves it. */
async function uploaded(body: Buffer): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: admin.cookie },
  });
  const { uploadURL } = json<{ uploadURL: string }>(res);
  const u = new URL(uploadURL);
  const put = await ctx.app.inject({
    method: "PUT",
    url: `${u.pathname}${u.search}`,
    headers: { "content-type": "application/octet-stream" },
    payload: body,
  });
  expect(put.statusCode, put.body).toBe(200);
  return uploadURL;
}

const putVideo = (id: string, videoURL: string, who: TestUser = admin) =>
  ctx.app.inject({
    method: "PUT",
    url: `/api/candidates/${id}/video`,
    headers: { cookie: who.cookie },
    payload: { videoURL },
  });

describe("PUT /api/candidates/{id}/video", () => {
  it("attaches an MP4 and a WebM, served inline with byte ranges", async () => {
    const c = await insertCandidate(ctx);
    for (const [bytes, type] of [
      [mp4(), "video/mp4"],
      [webm(), "video/webm"],
    ] as const) {
      const res = await putVideo(c.id, await uploaded(bytes));
      expect(res.statusCode, res.body).toBe(200);
      const { videoUrl } = json<{ videoUrl: string }>(res);
      expect(videoUrl).toMatch(/^\/objects\/files\/[0-9a-f-]{36}$/);
      const candidate = await ctx.app.inject({
        method: "GET",
        url: `/api/candidates/${c.id}`,
        headers: { cookie: user.cookie },
      });
      expect(json<Candidate>(candidate).videoUrl).toBe(videoUrl);
      const part = await ctx.app.inject({
        method: "GET",
        url: videoUrl,
        headers: { cookie: user.cookie, range: "bytes=4-11" },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-type"]).toBe(type);
      expect(part.headers["content-disposition"]).toBe("inline");
      expect(part.rawPayload.equals(bytes.subarray(4, 12))).toBe(true);
    }
  });

  it("refuses a PDF or a PNG as a video (415)", async () => {
    const c = await insertCandidate(ctx);
    for (const bytes of [pdf(), png()]) {
      const res = await putVideo(c.id, await uploaded(bytes));
      expect(res.statusCode).toBe(415);
      expect(json<{ message: string }>(res).message).toBe("Videos must be MP4 or WebM files.");
    }
    expect(
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/candidates/${c.id}`,
          headers: { cookie: admin.cookie },
        })
      ).json().videoUrl,
    ).toBeNull();
  });

  it("refuses a video over 500 MB (413), checked without writing 500 MB", async () => {
    const c = await insertCandidate(ctx);
    const url = await uploaded(mp4());
    // A sparse file: the staged upload grows past the limit without using the disk.
    const id = new URL(url).pathname.split("/").pop()!;
    const staged = path.join(ctx.config.dataDir, "objects", "uploads", id);
    fs.truncateSync(staged, 500 * 1024 * 1024 + 1);
    const res = await putVideo(c.id, url);
    expect(res.statusCode).toBe(413);
    expect(json<{ message: string }>(res).message).toBe(
      "The video is too large. Videos may be at most 500 MB.",
    );
  });

  it("is admin-only, and 404 for an unknown candidate", async () => {
    const c = await insertCandidate(ctx);
    const url = await uploaded(mp4());
    expect((await putVideo(c.id, url, user)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}/video`,
      payload: { videoURL: url },
    });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await putVideo("00000000-0000-4000-8000-000000000000", url);
    expect(unknown.statusCode).toBe(404);
  });
});

describe("videoUrl on create and update", () => {
  it("a new candidate takes the upload URL and stores the checked file", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/candidates",
      headers: { cookie: admin.cookie },
      payload: {
        fullName: "Vid Eo",
        email: `video-${Date.now()}@example.com`,
        title: "Engineer",
        videoUrl: await uploaded(webm()),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<Candidate>(res).videoUrl).toMatch(/^\/objects\/files\/[0-9a-f-]{36}$/);
  });

  it("an update refuses a résumé as a video and can remove the video", async () => {
    const c = await insertCandidate(ctx);
    const body = { fullName: c.fullName, email: c.email, title: c.title };
    const wrong = await ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}`,
      headers: { cookie: admin.cookie },
      payload: { ...body, videoUrl: await uploaded(pdf()) },
    });
    expect(wrong.statusCode).toBe(415);
    await putVideo(c.id, await uploaded(mp4()));
    const removed = await ctx.app.inject({
      method: "PUT",
      url: `/api/candidates/${c.id}`,
      headers: { cookie: admin.cookie },
      payload: { ...body, videoUrl: "" },
    });
    expect(json<Candidate>(removed).videoUrl).toBeNull();
  });
});

describe("shared responses", () => {
  it("carry a token-scoped videoUrl that serves ranges and stops with the link", async () => {
    const withVideo = await insertCandidate(ctx);
    const without = await insertCandidate(ctx);
    const bytes = webm(10_000);
    const { videoUrl } = json<{ videoUrl: string }>(
      await putVideo(withVideo.id, await uploaded(bytes)),
    );
    const link = await insertLink(ctx, admin.id, { candidateIds: [withVideo.id, without.id] });

    const listing = json<SharedListing>(
      await ctx.app.inject({ method: "GET", url: `/api/shared/developers/${link.token}` }),
    );
    const shared = listing.developers.find((d) => d.id === withVideo.id)!;
    const scoped = `/api/shared/files/${link.token}/${videoUrl.replace("/objects/", "")}`;
    expect(shared.videoUrl).toBe(scoped);
    expect(listing.developers.find((d) => d.id === without.id)).not.toHaveProperty("videoUrl");
    const profile = await ctx.app.inject({
      method: "GET",
      url: `/api/shared/developers/${link.token}/${withVideo.id}`,
    });
    expect(json<{ developer: { videoUrl?: string } }>(profile).developer.videoUrl).toBe(scoped);

    const part = await ctx.app.inject({
      method: "GET",
      url: scoped,
      headers: { range: "bytes=100-199" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-type"]).toBe("video/webm");
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    await ctx.database.db
      .update(shareableLinks)
      .set({ isActive: false })
      .where(eq(shareableLinks.id, link.id));
    expect((await ctx.app.inject({ method: "GET", url: scoped })).statusCode).toBe(404);
  });
});
