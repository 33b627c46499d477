/**
 * Personal data: erasure of a candidate or an inquiry (the candidate's export is
 * ./candidate-export.ts).
 *
 * Erasure keeps the candidate's row, anonymised ("Erased candidate"), so that pipelines,
 * engagements and customers' verdicts still add up; it removes the name, contact details,
 * links, summary, location, files (the storage objects too) and the résumé text, deletes
 * the applications, notes, sign-in links and sessions, drops queued or finished jobs that
 * carry the address (e-mails), takes the name out of what others wrote about the candidate
 * (./erase-name.ts), and finally replaces the address wherever else it is still written, in
 * any text or JSON column of any table (campaign recipients, the audit log, a future table
 * copying it): the erased address must be found nowhere afterwards. The outbox copies of
 * e-mails go after the database (./outbox-erasure.ts).
 */
import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { ERASED_NAME, erasedEmail, isErasedEmail } from "#common/talent.ts";
import type { Db } from "../../db/client.ts";
import {
  applications,
  candidateNotes,
  candidateSessions,
  candidates,
  contactInquiries,
  jobs,
  pipelineEvents,
  talentAccessTokens,
  uploads,
} from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { eraseNameFromTexts } from "./erase-name.ts";
import { namesToErase } from "./name-in-text.ts";
import { ident, rows, uuidPattern } from "./sql-rows.ts";

const storedPath = /^\/objects\/(files\/[0-9a-f-]{36})$/;

/** Tables that keep an account's or a session's own data, never rewritten by an erasure. */
const SWEEP_EXCLUDED = new Set(["users", "sessions", "jobs"]);

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Replaces `email` (any case) with `replacement` in every text, text[] and JSON column of
 * every table but SWEEP_EXCLUDED; drops jobs whose data carries it.
 */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/** Drops queued or finished jobs (e-mails) whose data mentions any of `texts`. */
async function dropJobsMentioning(db: Db, texts: string[]): Promise<void> {
  for (const text of texts) {
    if (text.trim().length < 3) continue;
    await db.delete(jobs).where(sql`${jobs.data}::text ILIKE ${likePattern(text)}`);
  }
}

async function sweepAddress(db: Db, email: string, replacement: string): Promise<void> {
  const pattern = likePattern(email);
  await dropJobsMentioning(db, [email]);
  const columns = (await rows(
    db,
    sql`SELECT c.table_name AS "table", c.column_name AS "column", c.data_type AS "type"
        FROM information_schema.columns c
        JOIN information_schema.tables t
          ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
          AND c.is_generated = 'NEVER'
          AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  )) as Array<{ table: string; column: string; type: string }>;
  const regex = regexEscape(email);
  for (const { table, column, type } of columns) {
    if (SWEEP_EXCLUDED.has(table)) continue;
    const col = ident(column);
    let assign: ReturnType<typeof sql>;
    if (type === "jsonb" || type === "json") {
      assign = sql`regexp_replace(${col}::text, ${regex}, ${replacement}, 'gi')::${sql.raw(type)}`;
    } else if (type === "ARRAY") {
      assign = sql`(SELECT array_agg(regexp_replace(x::text, ${regex}, ${replacement}, 'gi') ORDER BY i) FROM unnest(${col}::text[]) WITH ORDINALITY AS u(x, i))`;
    } else {
      assign = sql`regexp_replace(${col}, ${regex}, ${replacement}, 'gi')`;
    }
    const where =
      type === "ARRAY"
        ? sql`array_to_string(${col}::text[], ' ') ILIKE ${pattern}`
        : sql`${col}::text ILIKE ${pattern}`;
    // A column of another array type (e.g. uuid[]) cannot hold an address: skipped.
    if (type === "ARRAY") {
      const [info] = await rows(
        db,
        sql`SELECT udt_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = ${column}`,
      );
      if (info?.udt_name !== "_text") continue;
    }
    await db.execute(sql`UPDATE ${ident(table)} SET ${col} = ${assign} WHERE ${where}`);
  }
}

/** The storage keys of stored files (`/objects/files/…` paths). */
const fileKeys = (paths: Array<string | null>) =>
  paths.map((p) => p?.match(storedPath)?.[1]).filter((k): k is string => !!k);

export interface ErasureResult {
  id: string;
  files: number;
  /** The address erased (for the outbox sweep; never logged or answered). */
  email: string;
  /** The names erased, as written (for the outbox sweep; never logged or answered). */
  names: string[];
}

/** Erases a candidate (404 for an unknown id); erasing an erased one changes nothing. */
export async function eraseCandidate(
  db: Db,
  storage: ObjectStorage,
  candidateId: string,
): Promise<ErasureResult> {
  if (!uuidPattern.test(candidateId)) throw notFound("Developer not found");
  const [candidate] = await db
    .select({
      id: candidates.id,
      email: candidates.email,
      fullName: candidates.fullName,
      profilePhoto: candidates.profilePhoto,
      resumeUrl: candidates.resumeUrl,
      videoUrl: candidates.videoUrl,
    })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (!candidate) throw notFound("Developer not found");
  const email = candidate.email;
  const replacement = erasedEmail(candidate.id);
  const apps = await db
    .select({
      id: applications.id,
      resumeUrl: applications.resumeUrl,
      fullName: applications.fullName,
    })
    .from(applications)
    .where(or(eq(applications.candidateId, candidate.id), eq(applications.email, email)));

  const keys = fileKeys([
    candidate.profilePhoto,
    candidate.resumeUrl,
    candidate.videoUrl,
    ...apps.map((a) => a.resumeUrl),
  ]);
  // The name as the profile has it and as each application gave it.
  const names = namesToErase([candidate.fullName, ...apps.map((a) => a.fullName)]);
  // All or nothing in the database; the objects go once that is committed.
  await db.transaction(async (tx) => {
    await tx
      .update(candidates)
      .set({
        fullName: ERASED_NAME,
        email: replacement,
        phone: null,
        profilePhoto: null,
        summary: null,
        location: null,
        resumeUrl: null,
        videoUrl: null,
        portfolioUrl: null,
        githubUrl: null,
        linkedinUrl: null,
        resumeText: null,
        resumeTextFailure: null,
        isActive: "inactive",
        updatedAt: new Date(),
      })
      .where(eq(candidates.id, candidate.id));
    if (apps.length > 0) {
      await tx.delete(applications).where(
        inArray(
          applications.id,
          apps.map((a) => a.id),
        ),
      );
    }
    await tx.delete(candidateNotes).where(eq(candidateNotes.candidateId, candidate.id));
    await tx.delete(talentAccessTokens).where(eq(talentAccessTokens.candidateId, candidate.id));
    await tx.delete(candidateSessions).where(eq(candidateSessions.candidateId, candidate.id));
    // The pipeline's history keeps the moves (so its counts add up) but not the name.
    await tx
      .update(pipelineEvents)
      .set({ candidateName: ERASED_NAME })
      .where(eq(pipelineEvents.candidateId, candidate.id));
    if (keys.length > 0) await tx.delete(uploads).where(inArray(uploads.objectPath, keys));
    await eraseNameFromTexts(tx as unknown as Db, candidate.id, names);
    if (!isErasedEmail(email)) await sweepAddress(tx as unknown as Db, email, replacement);
  });
  for (const key of keys) await storage.delete(key);
  const files = keys.length;
  return { id: candidate.id, files, email, names };
}

/** Erases an inquiry: anonymised in place (and marked handled), its address swept. */
export async function eraseInquiry(db: Db, inquiryId: string): Promise<ErasureResult> {
  if (!uuidPattern.test(inquiryId)) throw notFound("Inquiry not found");
  const [inquiry] = await db
    .select({
      id: contactInquiries.id,
      email: contactInquiries.email,
      firstName: contactInquiries.firstName,
      lastName: contactInquiries.lastName,
    })
    .from(contactInquiries)
    .where(eq(contactInquiries.id, inquiryId));
  if (!inquiry) throw notFound("Inquiry not found");
  const replacement = erasedEmail(inquiry.id);
  const senderName = `${inquiry.firstName} ${inquiry.lastName}`;
  await db.transaction(async (tx) => {
    await tx
      .update(contactInquiries)
      .set({
        firstName: "Erased",
        lastName: "inquiry",
        email: replacement,
        company: "",
        message: "",
        handledAt: sql`coalesce(${contactInquiries.handledAt}, now())`,
      })
      .where(eq(contactInquiries.id, inquiry.id));
    if (!isErasedEmail(inquiry.email)) {
      // The admins' notification names the sender in its subject (kept once the job is done).
      await dropJobsMentioning(tx as unknown as Db, [senderName]);
      await sweepAddress(tx as unknown as Db, inquiry.email, replacement);
    }
  });
  const names = isErasedEmail(inquiry.email) ? [] : namesToErase([senderName]);
  return { id: inquiry.id, files: 0, email: inquiry.email, names };
}

/** Inquiries older than `months` and never handled, as of `now`: erased. */
export async function eraseExpiredInquiries(
  db: Db,
  months: number,
  now = new Date(),
): Promise<ErasureResult[]> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const due = await db
    .select({ id: contactInquiries.id })
    .from(contactInquiries)
    .where(and(lt(contactInquiries.createdAt, cutoff), isNull(contactInquiries.handledAt)))
    .limit(1000);
  const erased: ErasureResult[] = [];
  for (const { id } of due) erased.push(await eraseInquiry(db, id));
  return erased;
}
