/**
 * Shareable links for customers: admin CRUD and the link's
 * shortlist of candidates. Tokens come from the CSPRNG: 24 bytes = 192 bits, base64url
 * (32 URL-safe characters), far beyond guessing; a UUID's 122 bits with a known layout
 * are not used on purpose.
 */
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, notInArray, sql } from "drizzle-orm";
import { AGREEMENT_MESSAGES } from "#common/agreement-values.ts";
import type { CandidateStatus } from "#common/constants.ts";
import type {
  CreateLinkInput,
  ShareableLink,
  ShortlistEntry,
  UpdateLinkInput,
} from "#common/link.ts";
import type { LinkSummary } from "#common/link-activity.ts";
import type { Db } from "../../db/client.ts";
import {
  candidates,
  linkAccessCodes,
  linkViewerSessions,
  shareableLinkCandidates,
  shareableLinks,
} from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http-error.ts";
import { assertCompany, companyForNew, companyLinkDefaults } from "../companies/assignment.ts";
import { emptySummary, linkSummaries } from "./summary.ts";

type LinkRow = typeof shareableLinks.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const LINK_NOT_FOUND = "Shareable link not found";

export function newLinkToken(): string {
  return randomBytes(24).toString("base64url");
}

function toShareableLink(
  row: LinkRow,
  shortlist: ShortlistEntry[],
  summary: LinkSummary = emptySummary(),
): ShareableLink {
  return {
    id: row.id,
    token: row.token,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    description: row.description,
    isActive: row.isActive,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
    accessCount: row.accessCount,
    candidateIds: shortlist.map((c) => c.id),
    shortlist,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    requireEmail: row.requireEmail,
    allowedDomains: row.allowedDomains,
    showRates: row.showRates,
    showContact: row.showContact,
    allowResumeDownload: row.allowResumeDownload,
    notifyOnActivity: row.notifyOnActivity,
    requireAgreement: row.requireAgreement,
    agreementText: row.agreementText,
    watermark: row.watermark,
    summary,
    jobOrderId: row.jobOrderId,
    companyId: row.companyId,
  };
}

/**
 * The shortlists of the given links, keyed by link id, in the order the recruiter gave them
 * (links made before that order was kept: alphabetical).
 */
async function shortlistsOf(
  db: Db | Tx,
  linkIds: string[],
): Promise<Map<string, ShortlistEntry[]>> {
  const byLink = new Map<string, ShortlistEntry[]>(linkIds.map((id) => [id, []]));
  if (linkIds.length === 0) return byLink;
  const rows = await db
    .select({
      linkId: shareableLinkCandidates.linkId,
      id: candidates.id,
      fullName: candidates.fullName,
      title: candidates.title,
      isActive: candidates.isActive,
    })
    .from(shareableLinkCandidates)
    .innerJoin(candidates, eq(candidates.id, shareableLinkCandidates.candidateId))
    .where(inArray(shareableLinkCandidates.linkId, linkIds))
    .orderBy(asc(shareableLinkCandidates.position), asc(candidates.fullName), asc(candidates.id));
  for (const { linkId, ...entry } of rows) {
    byLink.get(linkId)?.push({ ...entry, isActive: entry.isActive as CandidateStatus });
  }
  return byLink;
}

/**
 * Replaces a link's shortlist, in the order given (the customer sees them so). Every id must
 * name an existing candidate, so a typo or a deleted candidate is a 400 the admin can act on
 * rather than a silent gap.
 */
async function replaceShortlist(tx: Tx, linkId: string, candidateIds: string[]): Promise<void> {
  const unique = [...new Set(candidateIds)];
  if (unique.length > 0) {
    const found = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(inArray(candidates.id, unique));
    if (found.length !== unique.length) {
      const message = "Some selected candidates no longer exist";
      throw badRequest(message, { candidateIds: message });
    }
  }
  // Only the difference: a candidate who stays keeps its addedAt (the customer's 'New' badge)
  // and takes its new place.
  await tx
    .delete(shareableLinkCandidates)
    .where(
      and(
        eq(shareableLinkCandidates.linkId, linkId),
        unique.length > 0 ? notInArray(shareableLinkCandidates.candidateId, unique) : undefined,
      ),
    );
  if (unique.length > 0) {
    await tx
      .insert(shareableLinkCandidates)
      .values(unique.map((candidateId, position) => ({ linkId, candidateId, position })))
      .onConflictDoUpdate({
        target: [shareableLinkCandidates.linkId, shareableLinkCandidates.candidateId],
        set: { position: sql`excluded.position` },
      });
  }
}

/** The workspace fields present in a body; absent ones are left out (kept on update). */
function workspaceValues(input: CreateLinkInput | UpdateLinkInput) {
  const values: Partial<LinkRow> = {};
  if (input.requireEmail !== undefined) values.requireEmail = input.requireEmail;
  if (input.allowedDomains !== undefined) {
    values.allowedDomains = [...new Set(input.allowedDomains)].sort();
  }
  if (input.showRates !== undefined) values.showRates = input.showRates;
  if (input.showContact !== undefined) values.showContact = input.showContact;
  if (input.allowResumeDownload !== undefined) {
    values.allowResumeDownload = input.allowResumeDownload;
  }
  if (input.notifyOnActivity !== undefined) values.notifyOnActivity = input.notifyOnActivity;
  if (input.requireAgreement !== undefined) values.requireAgreement = input.requireAgreement;
  if (input.agreementText !== undefined) values.agreementText = input.agreementText.trim();
  if (input.watermark !== undefined) values.watermark = input.watermark;
  return values;
}

/** A gate that is on needs words to accept: 400 on `agreementText` otherwise. */
function assertAgreement(values: { requireAgreement?: boolean; agreementText?: string }) {
  if (values.requireAgreement && !values.agreementText?.trim()) {
    throw badRequest(AGREEMENT_MESSAGES.textRequired, {
      agreementText: AGREEMENT_MESSAGES.textRequired,
    });
  }
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() ? value.trim() : null;

export async function listLinks(db: Db): Promise<ShareableLink[]> {
  const rows = await db
    .select()
    .from(shareableLinks)
    .orderBy(desc(shareableLinks.createdAt), desc(shareableLinks.id));
  const ids = rows.map((r) => r.id);
  const [shortlists, summaries] = await Promise.all([
    shortlistsOf(db, ids),
    linkSummaries(db, ids),
  ]);
  return rows.map((row) =>
    toShareableLink(row, shortlists.get(row.id) ?? [], summaries.get(row.id)),
  );
}

/**
 * A new link. Its company: the body's `companyId` (null: none), else `inherited` (its job
 * order's company), else the one listing the customer's e-mail domain
 * (server/features/companies/assignment.ts).
 */
export async function createLink(
  db: Db,
  input: CreateLinkInput,
  createdBy: string,
  inherited: string | null = null,
): Promise<ShareableLink> {
  return db.transaction(async (tx) => {
    const customerEmail = input.customerEmail.toLowerCase();
    const companyId = await companyForNew(tx, {
      companyId: input.companyId,
      email: customerEmail,
      inherited,
    });
    const values = {
      // The company's defaults first: what the body says wins.
      ...(companyId ? await companyLinkDefaults(tx, companyId) : {}),
      ...workspaceValues(input),
    };
    assertAgreement(values);
    const [row] = await tx
      .insert(shareableLinks)
      .values({
        token: newLinkToken(),
        customerName: input.customerName,
        customerEmail,
        description: blankToNull(input.description) ?? null,
        expiresAt: toDate(input.expiresAt) ?? null,
        createdBy,
        ...values,
        jobOrderId: input.jobOrderId ?? null,
        companyId,
      })
      .returning();
    await replaceShortlist(tx, row!.id, input.candidateIds ?? []);
    const shortlists = await shortlistsOf(tx, [row!.id]);
    return toShareableLink(row!, shortlists.get(row!.id) ?? []);
  });
}

/**
 * Updates a link. Fields left out of the body keep their value; in particular a body
 * without `candidateIds` keeps the shortlist.
 */
export async function updateLink(
  db: Db,
  id: string,
  input: UpdateLinkInput,
): Promise<ShareableLink> {
  return db.transaction(async (tx) => {
    await assertCompany(tx, input.companyId);
    const [row] = await tx
      .update(shareableLinks)
      .set({
        customerName: input.customerName,
        customerEmail: input.customerEmail.toLowerCase(),
        description: blankToNull(input.description),
        expiresAt: toDate(input.expiresAt),
        isActive: input.isActive,
        ...workspaceValues(input),
        jobOrderId: input.jobOrderId,
        companyId: input.companyId,
        updatedAt: new Date(),
      })
      .where(eq(shareableLinks.id, id))
      .returning();
    if (!row) throw notFound(LINK_NOT_FOUND);
    // Checked on the link as it now stands (a body may turn the gate on and keep the text).
    assertAgreement(row);
    // A verified viewer's session ends with the link: switched off or expired.
    if (!row.isActive || (row.expiresAt && row.expiresAt <= new Date())) {
      await tx.delete(linkViewerSessions).where(eq(linkViewerSessions.linkId, id));
    }
    if (row.allowedDomains.length > 0) await dropViewersOutside(tx, id, row.allowedDomains);
    if (input.candidateIds !== undefined) await replaceShortlist(tx, id, input.candidateIds);
    const [shortlists, summaries] = await Promise.all([
      shortlistsOf(tx, [id]),
      linkSummaries(tx, [id]),
    ]);
    return toShareableLink(row, shortlists.get(id) ?? [], summaries.get(id));
  });
}

/**
 * A link's allowed domains were set or narrowed: viewers at any other domain
 * lose their session (their next call answers as an unverified viewer) and their pending
 * one-time codes expire now, so none of them gets back in with a code sent before.
 */
async function dropViewersOutside(tx: Tx, linkId: string, domains: string[]): Promise<void> {
  const now = new Date();
  const outside = (email: typeof linkViewerSessions.email | typeof linkAccessCodes.email) =>
    notInArray(sql`regexp_replace(${email}, '^.*@', '')`, domains);
  await tx
    .delete(linkViewerSessions)
    .where(and(eq(linkViewerSessions.linkId, linkId), outside(linkViewerSessions.email)));
  await tx
    .update(linkAccessCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(linkAccessCodes.linkId, linkId),
        isNull(linkAccessCodes.usedAt),
        gt(linkAccessCodes.expiresAt, now),
        outside(linkAccessCodes.email),
      ),
    );
}

export async function deleteLink(db: Db, id: string): Promise<void> {
  const deleted = await db
    .delete(shareableLinks)
    .where(eq(shareableLinks.id, id))
    .returning({ id: shareableLinks.id });
  if (deleted.length === 0) throw notFound(LINK_NOT_FOUND);
}

export async function linkExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: shareableLinks.id })
    .from(shareableLinks)
    .where(eq(shareableLinks.id, id));
  return row !== undefined;
}
