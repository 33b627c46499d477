/**
 * What a customer holding a shareable link may see: the listing and a profile, with a
 * developer's public fields only. A link opens only while it is active and unexpired, and
 * shows only candidates whose status is active: its shortlist, or every active candidate
 * when it names none. Every refusal is the same 404, so a probe cannot tell a wrong token
 * from an expired one or a developer outside the link.
 */
import { and, asc, desc, eq, exists, gt, isNull, not, or, type SQL, sql } from "drizzle-orm";
import { pathOf } from "#common/endpoint.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import type { LinkWorkspaceSettings, SharedCustomerInfo, SharedDeveloper } from "#common/link.ts";
import type { Db } from "../../db/client.ts";
import { candidates, jobOrders, shareableLinkCandidates, shareableLinks } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { candidateColumns } from "../candidates/service.ts";

/** The one answer to every failed shared request. */
export const SHARED_NOT_FOUND = "This shared link or developer is not available.";
export const sharedNotFound = () => notFound(SHARED_NOT_FOUND);

/**
 * A listing holds at most this many developers: a link without a shortlist over a very
 * large pool would otherwise ship the whole pool in one response
 * (docs/decisions/018-shareable-links.md).
 */
export const SHARED_LISTING_LIMIT = 1000;

/** Tokens are base64url; anything else is refused before touching the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{22,128}$/;
const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isTokenShaped = (token: string) => TOKEN_SHAPE.test(token);

export interface OpenLink extends LinkWorkspaceSettings {
  id: string;
  token: string;
  customerInfo: SharedCustomerInfo;
  createdBy: string;
  expiresAt: Date | null;
  firstVisitedAt: Date | null;
  /** Verification refuses (429) until then: too many wrong codes on the link. */
  verificationLockedUntil: Date | null;
  /** Viewers accept `agreementText` before anything shows. */
  requireAgreement: boolean;
  agreementText: string;
  /** The job order the link was made for (a shortlist), if any. */
  jobOrderId: string | null;
}

/** Never the search document or résumé text (large, and for search only), nor its failure. */
type CandidateRow = Omit<
  typeof candidates.$inferSelect,
  "searchVector" | "resumeText" | "resumeTextFailure"
>;

/**
 * A stored file path (`/objects/<path>`) as a URL scoped to the link's token, which works
 * without a cookie and only while the link does. Anything else stored there is not a file
 * of ours, and is not handed to customers.
 */
export function sharedFileUrl(token: string, stored: string | null): string | null {
  if (!stored?.startsWith("/objects/")) return null;
  const objectPath = stored.slice("/objects/".length);
  return objectPath ? pathOf(customerEndpoints.file, { token, path: objectPath }) : null;
}

/**
 * The shared listing's fields, file paths rewritten to token-scoped URLs. What the link hides
 * (rates, contact details, résumé) is left out of the object, not blanked.
 */
export function toSharedDeveloper(row: CandidateRow, link: OpenLink): SharedDeveloper {
  const { token } = link;
  const developer: SharedDeveloper = {
    id: row.id,
    fullName: row.fullName,
    title: row.title,
    location: row.location,
    experience: row.experience,
    aiAssessmentScore: row.aiAssessmentScore,
    skills: row.skills,
    spokenLanguages: row.spokenLanguages,
    availability: row.availability,
    profilePhoto: sharedFileUrl(token, row.profilePhoto),
    portfolioUrl: row.portfolioUrl,
    githubUrl: row.githubUrl,
    linkedinUrl: row.linkedinUrl,
    summary: row.summary,
  };
  if (link.showContact) {
    developer.email = row.email;
    developer.phone = row.phone;
  }
  if (link.showRates) developer.hourlyRate = row.hourlyRate;
  if (link.allowResumeDownload) developer.resumeUrl = sharedFileUrl(token, row.resumeUrl);
  // A video introduction is part of the profile a link shows, like the photo; absent for
  // developers without one, so their fields stay the listing's usual ones.
  const videoUrl = sharedFileUrl(token, row.videoUrl);
  if (videoUrl) developer.videoUrl = videoUrl;
  return developer;
}

const usable = (token: string, now: Date) =>
  and(
    eq(shareableLinks.token, token),
    eq(shareableLinks.isActive, true),
    or(isNull(shareableLinks.expiresAt), gt(shareableLinks.expiresAt, now)),
  );

const linkColumns = {
  id: shareableLinks.id,
  token: shareableLinks.token,
  customerName: shareableLinks.customerName,
  description: shareableLinks.description,
  createdBy: shareableLinks.createdBy,
  expiresAt: shareableLinks.expiresAt,
  requireEmail: shareableLinks.requireEmail,
  allowedDomains: shareableLinks.allowedDomains,
  showRates: shareableLinks.showRates,
  showContact: shareableLinks.showContact,
  allowResumeDownload: shareableLinks.allowResumeDownload,
  notifyOnActivity: shareableLinks.notifyOnActivity,
  watermark: shareableLinks.watermark,
  firstVisitedAt: shareableLinks.firstVisitedAt,
  verificationLockedUntil: shareableLinks.verificationLockedUntil,
  requireAgreement: shareableLinks.requireAgreement,
  agreementText: shareableLinks.agreementText,
  jobOrderId: shareableLinks.jobOrderId,
};

const toOpenLink = ({
  customerName,
  description,
  ...row
}: Pick<typeof shareableLinks.$inferSelect, keyof typeof linkColumns>): OpenLink => ({
  ...row,
  customerInfo: { name: customerName, description },
});

/**
 * The link behind a token if it may be used at `now` (expiry is exclusive: at expiresAt
 * the link is expired); otherwise the shared 404.
 */
export async function openLink(db: Db, token: string, now: Date): Promise<OpenLink> {
  if (!isTokenShaped(token)) throw sharedNotFound();
  const [row] = await db
    .select(linkColumns)
    .from(shareableLinks)
    .where(usable(token, now))
    .limit(1);
  if (!row) throw sharedNotFound();
  return toOpenLink(row);
}

/**
 * Counts one view of the listing: a single UPDATE adds one to accessCount and stamps
 * lastAccessedAt, so concurrent views are each counted exactly once.
 */
export async function countView(db: Db, link: OpenLink, now: Date): Promise<void> {
  await db
    .update(shareableLinks)
    .set({ accessCount: sql`${shareableLinks.accessCount} + 1`, lastAccessedAt: now })
    .where(eq(shareableLinks.id, link.id));
}

/** Active candidates the link shows: its shortlist, or all of them when it has none. */
export function inLink(linkId: string): SQL {
  const shortlisted = (extra?: SQL) =>
    exists(
      sql`(SELECT 1 FROM ${shareableLinkCandidates} WHERE ${and(
        eq(shareableLinkCandidates.linkId, linkId),
        extra,
      )})`,
    );
  return and(
    eq(candidates.isActive, "active"),
    or(not(shortlisted()), shortlisted(eq(shareableLinkCandidates.candidateId, candidates.id))),
  )!;
}

/**
 * The link's developers, each with `isNew`: added to the link (or, for a link without a
 * shortlist, to the pool) after `previousVisit`. Nothing is new on a first visit.
 */
export async function sharedListing(
  db: Db,
  link: OpenLink,
  previousVisit: Date | null,
): Promise<Array<SharedDeveloper & { isNew: boolean }>> {
  const entry = sql`${shareableLinkCandidates} WHERE ${shareableLinkCandidates.linkId} = ${link.id} AND ${shareableLinkCandidates.candidateId} = ${candidates.id}`;
  const addedAt = sql<Date>`coalesce((SELECT ${shareableLinkCandidates.addedAt} FROM ${entry}), ${candidates.createdAt})`;
  // The recruiter's order for a shortlist; the whole pool (no shortlist) by score.
  const position = sql`(SELECT ${shareableLinkCandidates.position} FROM ${entry})`;
  const rows = await db
    .select({ candidate: candidateColumns, addedAt: addedAt.mapWith(candidates.createdAt) })
    .from(candidates)
    .where(inLink(link.id))
    .orderBy(
      sql`${position} ASC NULLS LAST`,
      sql`${candidates.aiAssessmentScore} DESC NULLS LAST`,
      asc(candidates.fullName),
      desc(candidates.id),
    )
    .limit(SHARED_LISTING_LIMIT);
  return rows.map(({ candidate, addedAt }) => ({
    ...toSharedDeveloper(candidate, link),
    isNew: previousVisit !== null && addedAt > previousVisit,
  }));
}

const STORED_FILE = /^files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A file name without spaces or accents, e.g. "Amara Okafor" → "amara-okafor". */
export function fileSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return slug || "developer";
}

/**
 * May the holder of `token` fetch the stored file `objectPath` (`files/<id>`)? Only while
 * the link works, and only when the file is the photo or resume of a developer the link
 * shows; otherwise the shared 404. Not counted as a view.
 */
export async function sharedFile(
  db: Db,
  link: OpenLink,
  objectPath: string,
): Promise<{ kind: "photo" | "resume" | "video"; candidateId: string; fullName: string }> {
  if (!STORED_FILE.test(objectPath)) throw sharedNotFound();
  const stored = `/objects/${objectPath}`;
  const [row] = await db
    .select({
      candidateId: candidates.id,
      fullName: candidates.fullName,
      resumeUrl: candidates.resumeUrl,
      videoUrl: candidates.videoUrl,
    })
    .from(candidates)
    .where(
      and(
        inLink(link.id),
        or(
          eq(candidates.profilePhoto, stored),
          eq(candidates.resumeUrl, stored),
          eq(candidates.videoUrl, stored),
        ),
      ),
    )
    .limit(1);
  if (!row) throw sharedNotFound();
  const kind = row.resumeUrl === stored ? "resume" : row.videoUrl === stored ? "video" : "photo";
  // A link that hides résumés refuses the file itself, not only the URL.
  if (kind === "resume" && !link.allowResumeDownload) throw sharedNotFound();
  return { kind, candidateId: row.candidateId, fullName: row.fullName };
}

/** The row of a candidate the link shows, or the shared 404. */
export async function candidateInLink(
  db: Db,
  link: OpenLink,
  candidateId: string,
): Promise<CandidateRow> {
  if (!UUID_SHAPE.test(candidateId)) throw sharedNotFound();
  const [row] = await db
    .select(candidateColumns)
    .from(candidates)
    .where(and(eq(candidates.id, candidateId), inLink(link.id)))
    .limit(1);
  if (!row) throw sharedNotFound();
  return row;
}

/** The title of the job order a link was made for, or null for a link of no job order. */
export async function jobOrderTitleOf(db: Db, link: OpenLink): Promise<string | null> {
  if (!link.jobOrderId) return null;
  const [row] = await db
    .select({ title: jobOrders.title })
    .from(jobOrders)
    .where(eq(jobOrders.id, link.jobOrderId));
  return row?.title ?? null;
}
