/**
 * A candidate's whole record as one document: their profile, applications with their
 * reviews, and every row of any table whose foreign key points at them (notes, pipeline
 * entries, verdicts, engagements, and any table added later), for the candidate's own
 * download and an admin's answer to a data-subject request.
 */
import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications } from "../../db/schema.ts";
import { notFound } from "../../lib/http-error.ts";
import { latestNoteOf, reviewsOf, toApplication } from "../applications/service.ts";
import { ident, type Rows, rows, uuidPattern } from "./sql-rows.ts";

/** Every (table, column) whose foreign key points at candidates. */
async function candidateReferences(db: Db) {
  return (await rows(
    db,
    sql`SELECT cl.relname AS "table", a.attname AS "column"
        FROM pg_constraint c
        JOIN pg_class cl ON cl.oid = c.conrelid
        JOIN pg_namespace n ON n.oid = cl.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'candidates'::regclass
          AND n.nspname = current_schema()
        ORDER BY 1, 2`,
  )) as Array<{ table: string; column: string }>;
}

/** A row's column names as the API spells fields (full_name → fullName). */
const camelize = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      value,
    ]),
  );

/** GET /api/talent/me/export: every stored fact about the candidate. */
export async function exportCandidate(db: Db, candidateId: string) {
  if (!uuidPattern.test(candidateId)) throw notFound("Developer not found");
  const [profile] = await rows(
    db,
    sql`SELECT to_jsonb(c) - 'search_vector' AS row FROM candidates c WHERE c.id = ${candidateId}`,
  );
  if (!profile) throw notFound("Developer not found");
  const profileRow = camelize(profile.row as Record<string, unknown>);
  const apps = await db
    .select()
    .from(applications)
    .where(
      or(
        eq(applications.candidateId, candidateId),
        eq(applications.email, String(profileRow.email)),
      ),
    );
  const reviews = await reviewsOf(
    db,
    apps.map((a) => a.id),
  );
  const byTable: Record<string, Rows> = {};
  for (const ref of await candidateReferences(db)) {
    // Sign-in links and sessions hold only hashes of secrets: not facts about the person.
    if (ref.table === "talent_access_tokens" || ref.table === "candidate_sessions") continue;
    if (ref.table === "applications") continue;
    const found = await rows(
      db,
      sql`SELECT to_jsonb(t) AS row FROM ${ident(ref.table)} t WHERE ${ident(ref.column)} = ${candidateId}`,
    );
    if (found.length > 0) {
      byTable[ref.table] = [
        ...(byTable[ref.table] ?? []),
        ...found.map((r) => camelize(r.row as Record<string, unknown>)),
      ];
    }
  }
  const take = (match: (table: string) => boolean) => {
    const out: Rows = [];
    for (const table of Object.keys(byTable)) {
      if (match(table)) {
        out.push(...byTable[table]!);
        delete byTable[table];
      }
    }
    return out;
  };
  return {
    exportedAt: new Date().toISOString(),
    profile: profileRow,
    applications: apps.map((a) => {
      const own = reviews
        .filter((r) => r.applicationId === a.id)
        .map(({ applicationId: _, ...r }) => r);
      return { ...toApplication(a, latestNoteOf(own)), reviews: own };
    }),
    notes: take((t) => t === "candidate_notes"),
    pipelineEntries: take((t) => t.includes("pipeline")),
    verdicts: take((t) => t.includes("verdict")),
    engagements: take((t) => t.includes("engagement")),
    other: byTable,
  };
}
