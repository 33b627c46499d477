/**
 * Whether the candidate's résumé is searchable, on the admin's view of the profile: the
 * background job reads its text after each upload, and says why when it could not (the
 * candidate is then found by everything else). Admin-only, like the call it reads.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CandidateResumeText } from "#common/candidate.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import { call } from "~/lib/endpoint-client";
import { candidatesKey } from "./api.ts";

/** While the job has not read the file yet, asked again this often. */
const PENDING_POLL_MS = 3_000;

export const resumeTextKey = (id: string) => [candidatesKey, encodeURIComponent(id), "resume-text"];

const resumeTextQuery = (id: string) =>
  queryOptions({
    queryKey: resumeTextKey(id),
    queryFn: () => call(endpoints.resumeText, { params: { id } }),
    // It changes in the background (a new upload, the job finishing): read it afresh.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === "pending" ? PENDING_POLL_MS : false),
  });

const words: Record<Exclude<CandidateResumeText["state"], "failed">, string> = {
  none: "No résumé",
  pending: "Being read…",
  read: "Searchable",
};

/** A row of the profile's information list: "Résumé text" and its state. */
export function ResumeTextStatus({ candidateId }: { candidateId: string }) {
  const { data } = useQuery(resumeTextQuery(candidateId));
  if (!data || data.state === "none") return null;
  return (
    <div className="sm:col-span-2">
      <dt className="text-muted-foreground">Résumé text</dt>
      {data.state === "failed" ? (
        <dd className="font-medium text-destructive">{data.message}</dd>
      ) : (
        <dd className="font-medium">{words[data.state]}</dd>
      )}
    </div>
  );
}
