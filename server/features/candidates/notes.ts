/** Admins' internal notes on a candidate: kept with author and time, never shared. */
import { desc, eq } from "drizzle-orm";
import type { CandidateNote, NoteInput } from "#common/candidate-note.ts";
import type { Db } from "../../db/client.ts";
import { candidateNotes, users } from "../../db/schema.ts";
import { getCandidate } from "./service.ts";

const noteColumns = {
  id: candidateNotes.id,
  candidateId: candidateNotes.candidateId,
  body: candidateNotes.body,
  createdAt: candidateNotes.createdAt,
  authorId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

type NoteRow = {
  id: string;
  candidateId: string;
  body: string;
  createdAt: Date;
  authorId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
};

function toNote(row: NoteRow): CandidateNote {
  const name = [row.firstName, row.lastName].filter(Boolean).join(" ") || row.email || "";
  return {
    id: row.id,
    candidateId: row.candidateId,
    body: row.body,
    author: row.authorId ? { id: row.authorId, name } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A candidate's notes, newest first; 404 for an unknown candidate. */
export async function listNotes(db: Db, candidateId: string): Promise<CandidateNote[]> {
  await getCandidate(db, candidateId);
  const rows = await db
    .select(noteColumns)
    .from(candidateNotes)
    .leftJoin(users, eq(users.id, candidateNotes.authorId))
    .where(eq(candidateNotes.candidateId, candidateId))
    .orderBy(desc(candidateNotes.createdAt), desc(candidateNotes.id));
  return rows.map(toNote);
}

export async function addNote(
  db: Db,
  candidateId: string,
  input: NoteInput,
  authorId: string,
): Promise<CandidateNote> {
  await getCandidate(db, candidateId);
  const [inserted] = await db
    .insert(candidateNotes)
    .values({ candidateId, authorId, body: input.body.trim() })
    .returning({ id: candidateNotes.id });
  const [row] = await db
    .select(noteColumns)
    .from(candidateNotes)
    .leftJoin(users, eq(users.id, candidateNotes.authorId))
    .where(eq(candidateNotes.id, inserted!.id));
  return toNote(row!);
}
