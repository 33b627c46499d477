/**
 * A candidate's photo and résumé: attaching uploads on create, update and the file calls,
 * releasing files no longer used (also when the save fails), and telling the résumé-text
 * job when a candidate's résumé changed.
 */
import type { Candidate, CandidateInput, CandidateUpdate } from "#common/candidate.ts";
import type { Db } from "../../db/client.ts";
import type { ObjectStorage } from "../../storage/storage.ts";
import { attachUpload, type FileKind, fieldFor, releaseFile } from "../objects/service.ts";
import {
  createCandidate,
  type FileResolver,
  getCandidate,
  setCandidateFile,
  updateCandidate,
} from "./service.ts";

/** Called after a candidate's résumé file changed (to a new path, or to none). */
export type ResumeChanged = (candidateId: string, resumeUrl: string | null) => Promise<void>;

export interface CandidateFiles {
  db: Db;
  storage: ObjectStorage;
  resumeChanged: ResumeChanged;
}

/**
 * Attaches the files a create or update names, remembering them so that a save that fails
 * afterwards (e.g. 409) releases them again for the cleanup.
 */
function attaching({ db, storage }: CandidateFiles) {
  const attached: string[] = [];
  const resolveFile: FileResolver = async (value, kind) => {
    const path = await attachUpload(db, storage, value, kind);
    if (path !== value) attached.push(path);
    return path;
  };
  const release = async () => {
    for (const path of attached) await releaseFile(db, path);
  };
  return { resolveFile, release };
}

export async function createWithFiles(
  deps: CandidateFiles,
  input: CandidateInput,
  userId: string | null,
): Promise<Candidate> {
  const files = attaching(deps);
  let created: Candidate;
  try {
    created = await createCandidate(deps.db, input, files.resolveFile, userId);
  } catch (error) {
    await files.release();
    throw error;
  }
  if (created.resumeUrl) await deps.resumeChanged(created.id, created.resumeUrl);
  return created;
}

export async function updateWithFiles(
  deps: CandidateFiles,
  id: string,
  input: CandidateUpdate,
  userId: string | null,
): Promise<Candidate> {
  const files = attaching(deps);
  const before = await getCandidate(deps.db, id);
  let updated: Candidate;
  try {
    updated = await updateCandidate(deps.db, id, input, files.resolveFile, userId);
  } catch (error) {
    await files.release();
    throw error;
  }
  if (before.profilePhoto !== updated.profilePhoto) {
    await releaseFile(deps.db, before.profilePhoto);
  }
  if (before.videoUrl !== updated.videoUrl) {
    await releaseFile(deps.db, before.videoUrl);
  }
  if (before.resumeUrl !== updated.resumeUrl) {
    await releaseFile(deps.db, before.resumeUrl);
    await deps.resumeChanged(id, updated.resumeUrl);
  }
  return updated;
}

/** PUT /api/candidates/{id}/profile-photo, /resume and /video: returns the stored path. */
export async function attachCandidateFile(
  deps: CandidateFiles,
  id: string,
  kind: FileKind,
  value: string,
): Promise<string> {
  await getCandidate(deps.db, id);
  const path = await attachUpload(deps.db, deps.storage, value, kind);
  const { previous } = await setCandidateFile(deps.db, id, fieldFor(kind), path);
  if (previous !== path) {
    await releaseFile(deps.db, previous);
    if (kind === "resume") await deps.resumeChanged(id, path);
  }
  return path;
}
