/** Rows the shareable-link tests build on: candidates and links inserted directly. */
import { candidates, shareableLinkCandidates, shareableLinks } from "../../server/db/schema.ts";
import { newLinkToken } from "../../server/features/links/service.ts";
import { json, type TestContext } from "./test-app.ts";

type NewCandidate = typeof candidates.$inferInsert;
type NewLink = typeof shareableLinks.$inferInsert;

let candidateCounter = 0;

export async function insertCandidate(
  ctx: TestContext,
  values: Partial<NewCandidate> = {},
): Promise<typeof candidates.$inferSelect> {
  candidateCounter++;
  const [row] = await ctx.database.db
    .insert(candidates)
    .values({
      fullName: `Candidate ${candidateCounter}`,
      email: `candidate${candidateCounter}-${Date.now()}@example.com`,
      title: "Software Engineer",
      ...values,
    })
    .returning();
  return row!;
}

export async function insertLink(
  ctx: TestContext,
  createdBy: string,
  values: Partial<NewLink> & { candidateIds?: string[] } = {},
): Promise<typeof shareableLinks.$inferSelect> {
  const { candidateIds = [], ...rest } = values;
  const [row] = await ctx.database.db
    .insert(shareableLinks)
    .values({
      token: newLinkToken(),
      customerName: "Initech",
      customerEmail: "talent@initech.example",
      createdBy,
      ...rest,
    })
    .returning();
  if (candidateIds.length > 0) {
    await ctx.database.db
      .insert(shareableLinkCandidates)
      .values(candidateIds.map((candidateId) => ({ linkId: row!.id, candidateId })));
  }
  return row!;
}

/**
 * Uploads a file and attaches it to a candidate through the real API, as the admin UI
 * does; returns the stored path (`/objects/files/<id>`).
 */
export async function attachFile(
  ctx: TestContext,
  adminCookie: string,
  candidateId: string,
  kind: "profile-photo" | "resume",
  body: Buffer,
): Promise<string> {
  const upload = await ctx.app.inject({
    method: "POST",
    url: "/api/objects/upload",
    headers: { cookie: adminCookie },
  });
  const { uploadURL } = json<{ uploadURL: string }>(upload);
  const target = new URL(uploadURL);
  const put = await ctx.app.inject({
    method: "PUT",
    url: `${target.pathname}${target.search}`,
    headers: { "content-type": "application/octet-stream" },
    payload: body,
  });
  if (put.statusCode !== 200) throw new Error(`upload failed: ${put.statusCode} ${put.body}`);
  const attached = await ctx.app.inject({
    method: "PUT",
    url: `/api/candidates/${candidateId}/${kind}`,
    headers: { cookie: adminCookie },
    payload: kind === "resume" ? { resumeURL: uploadURL } : { profilePhotoURL: uploadURL },
  });
  if (attached.statusCode !== 200) {
    throw new Error(`attach failed: ${attached.statusCode} ${attached.body}`);
  }
  const result = json<{ profilePhoto?: string; resumeUrl?: string }>(attached);
  return (kind === "resume" ? result.resumeUrl : result.profilePhoto)!;
}
