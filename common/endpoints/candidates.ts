/**
 * The talent pool: the search and its figures, one candidate, an admin's additions and
 * changes, the files attached from uploads, the résumé's text, the recruiters' notes, the
 * record with the company, the probable duplicates, and the CSV export and import.
 */
import type {
  Candidate,
  CandidateInput,
  CandidateResumeText,
  CandidateStats,
  CandidateUpdate,
} from "../candidate.ts";
import type { ImportResult } from "../candidate-csv.ts";
import type { CandidateNote, NoteInput } from "../candidate-note.ts";
import type { CandidateRecord } from "../candidate-record.ts";
import type { CandidateFilterKey } from "../candidate-values.ts";
import type { DuplicateMatch } from "../duplicate.ts";
import { endpoint, types } from "../endpoint.ts";

/** The list's filters, by their names in the list's own URL, as the browser writes them. */
export type CandidateFilterQuery = Partial<Record<CandidateFilterKey, string>>;
/** A page of the search: the filters and the window. */
export type CandidatePageQuery = CandidateFilterQuery & { limit?: number; offset?: number };
/** What the candidate form has typed so far, and the candidate being edited. */
export type DuplicateQueryFields = {
  email?: string;
  fullName?: string;
  phone?: string;
  linkedinUrl?: string;
  githubUrl?: string;
  excludeId?: string;
};

const one = "/api/candidates/{id}";

export const candidateEndpoints = {
  /** A page of matches; X-Total-Count (and X-Total-Count-Capped) carry the count. */
  list: endpoint(
    "GET",
    "/api/candidates",
    types<{ query: CandidatePageQuery; response: Candidate[] }>(),
  ),
  stats: endpoint("GET", "/api/candidates/stats", types<{ response: CandidateStats }>()),
  get: endpoint("GET", one, types<{ response: Candidate }>()),
  create: endpoint(
    "POST",
    "/api/candidates",
    types<{ body: CandidateInput; response: Candidate }>(),
  ),
  update: endpoint("PUT", one, types<{ body: CandidateUpdate; response: Candidate }>()),
  setPhoto: endpoint(
    "PUT",
    `${one}/profile-photo`,
    types<{ body: { profilePhotoURL: string }; response: { profilePhoto: string } }>(),
  ),
  setResume: endpoint(
    "PUT",
    `${one}/resume`,
    types<{ body: { resumeURL: string }; response: { resumeUrl: string } }>(),
  ),
  setVideo: endpoint(
    "PUT",
    `${one}/video`,
    types<{ body: { videoURL: string }; response: { videoUrl: string } }>(),
  ),
  resumeText: endpoint("GET", `${one}/resume-text`, types<{ response: CandidateResumeText }>()),
  record: endpoint(
    "GET",
    "/api/admin/candidates/{id}/record",
    types<{ response: CandidateRecord }>(),
  ),
  notes: endpoint("GET", `${one}/notes`, types<{ response: CandidateNote[] }>()),
  addNote: endpoint("POST", `${one}/notes`, types<{ body: NoteInput; response: CandidateNote }>()),
  duplicates: endpoint(
    "GET",
    "/api/candidates/duplicates",
    types<{ query: DuplicateQueryFields; response: DuplicateMatch[] }>(),
  ),
  /** A CSV download, opened as a link. */
  exportCsv: endpoint(
    "GET",
    "/api/candidates/export.csv",
    types<{ query: CandidateFilterQuery; response: string }>(),
  ),
  /** The body is the CSV file itself (text/csv), sent as it is; `dryRun` writes nothing. */
  importCsv: endpoint(
    "POST",
    "/api/candidates/import",
    types<{ query: { dryRun?: 1 }; response: ImportResult }>(),
  ),
};
