/**
 * Erasure takes a candidate's name out of what other people wrote about them: customers'
 * verdict comments and reasons, interview requests' messages, trial decisions, and the
 * held lines of verdict notifications.
 *
 * The name is replaced by "Erased candidate" rather than the text removed: a customer's
 * "strong in Go, but Ada's rate is high" still explains the verdict the pipeline counts,
 * and reads "strong in Go, but Erased candidate's rate is high". Text about this candidate
 * loses the full name and each of its words ("Ada said…"); text about anyone else loses
 * the full name only, since a first name alone there is as likely to be someone else's.
 * Mail jobs that mention the full name are dropped, as those mentioning the address are.
 */
import { eq, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { ENGAGEMENT_LIMITS } from "#common/engagement.ts";
import { WORKSPACE_LIMITS } from "#common/viewer-access.ts";
import type { Db } from "../../db/client.ts";
import {
  engagements,
  interviewRequests,
  jobs,
  linkNotices,
  linkVerdicts,
} from "../../db/schema.ts";
import { verdictTopicPrefix } from "../customer/notify.ts";
import { coarseNeedles, mentionsName, withoutName } from "./name-in-text.ts";

interface NamedText {
  table: PgTable;
  id: PgColumn;
  text: PgColumn;
  /** Which rows are about the candidate. */
  about: (candidateId: string) => SQL;
  /** The column's length limit: a longer name placeholder must not break it. */
  max?: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, "\\$&");

/** Free text written by people about candidates. */
const NAMED_TEXTS: NamedText[] = [
  {
    table: linkVerdicts,
    id: linkVerdicts.id,
    text: linkVerdicts.comment,
    about: (id) => eq(linkVerdicts.candidateId, id),
    max: WORKSPACE_LIMITS.comment,
  },
  {
    table: linkVerdicts,
    id: linkVerdicts.id,
    text: linkVerdicts.reason,
    about: (id) => eq(linkVerdicts.candidateId, id),
    max: WORKSPACE_LIMITS.reason,
  },
  {
    table: interviewRequests,
    id: interviewRequests.id,
    text: interviewRequests.message,
    about: (id) => eq(interviewRequests.candidateId, id),
    max: WORKSPACE_LIMITS.interviewMessage,
  },
  {
    table: engagements,
    id: engagements.id,
    text: engagements.comment,
    about: (id) => eq(engagements.candidateId, id),
    max: ENGAGEMENT_LIMITS.comment,
  },
  {
    table: engagements,
    id: engagements.id,
    text: engagements.endReason,
    about: (id) => eq(engagements.candidateId, id),
    max: ENGAGEMENT_LIMITS.endReason,
  },
  {
    table: linkNotices,
    id: linkNotices.id,
    text: linkNotices.line,
    about: (id) => like(linkNotices.topic, `${escapeLike(verdictTopicPrefix(id))}%`),
  },
];

/** Cut to `max` characters, marking the cut. */
const withinLimit = (text: string, max?: number) =>
  max !== undefined && text.length > max ? `${text.slice(0, max - 1)}…` : text;

type Row = { id: string; text: string; about: boolean };

/** Rows about the candidate, and any other row that may hold one of the full names. */
async function candidateRows(db: Db, spec: NamedText, candidateId: string, names: string[]) {
  const needles = coarseNeedles(names);
  const mayMention = needles
    ? or(...needles.map((n) => sql`${spec.text} ILIKE ${`%${escapeLike(n)}%`}`))
    : sql`true`;
  const result = await db.execute(
    sql`SELECT ${spec.id} AS id, ${spec.text} AS text, (${spec.about(candidateId)}) AS about
        FROM ${spec.table}
        WHERE ${spec.text} IS NOT NULL AND (${spec.about(candidateId)} OR ${mayMention})`,
  );
  return (result as unknown as { rows: Row[] }).rows;
}

/** Replaces the candidate's `names` in every text of NAMED_TEXTS; drops mail jobs naming them. */
export async function eraseNameFromTexts(
  db: Db,
  candidateId: string,
  names: string[],
): Promise<void> {
  if (names.length === 0) return;
  for (const spec of NAMED_TEXTS) {
    for (const row of await candidateRows(db, spec, candidateId, names)) {
      const scrubbed = withinLimit(withoutName(row.text, names, { parts: row.about }), spec.max);
      if (scrubbed === row.text) continue;
      await db.execute(
        sql`UPDATE ${spec.table} SET ${sql.identifier(spec.text.name)} = ${scrubbed}
            WHERE ${spec.id} = ${row.id}`,
      );
    }
  }
  await dropJobsNaming(db, names);
}

/** Queued or finished jobs (e-mails above all) whose data holds one of the full names. */
async function dropJobsNaming(db: Db, names: string[]): Promise<void> {
  const needles = coarseNeedles(names);
  const found = await db
    .select({ id: jobs.id, data: sql<string>`${jobs.data}::text` })
    .from(jobs)
    .where(
      needles
        ? or(...needles.map((n) => sql`${jobs.data}::text ILIKE ${`%${escapeLike(n)}%`}`))
        : undefined,
    );
  // The data as JSON text: a name's own line breaks or quotes would be escaped there.
  const naming = found.filter((job) => mentionsName(job.data, names)).map((job) => job.id);
  if (naming.length > 0) await db.delete(jobs).where(inArray(jobs.id, naming));
}
