/** The candidate's own calls (common/endpoints/talent.ts): a candidate session, not a user's. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { talentEndpoints } from "#common/endpoints/talent.ts";
import type { TalentProfile, TalentUpdate } from "#common/talent.ts";
import { ApiError } from "~/lib/api";
import { call, keyOf, urlFor } from "~/lib/endpoint-client";

export const talentMeKey = keyOf(talentEndpoints.me);

/** The signed-in candidate's profile, or null without a candidate session. */
export const talentProfileQuery = () =>
  queryOptions<TalentProfile | null>({
    queryKey: talentMeKey,
    queryFn: async () => {
      try {
        return await call(talentEndpoints.me);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
export const useTalentProfile = () => useQuery(talentProfileQuery());

export function useUpdateTalentProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TalentUpdate) => call(talentEndpoints.updateMe, { body }),
    onSuccess: (profile) => client.setQueryData(talentMeKey, profile),
  });
}

export function useRequestTalentLink() {
  return useMutation({
    mutationFn: (email: string) => call(talentEndpoints.requestLink, { body: { email } }),
  });
}

/** Uploads a résumé: an upload URL, the PUT of the file, then attaching it. */
export function useUploadTalentResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { uploadURL } = await call(talentEndpoints.upload, { body: { size: file.size } });
      const put = await fetch(uploadURL, { method: "PUT", body: file });
      if (!put.ok) throw new ApiError(put.status, (await put.text()) || put.statusText);
      return call(talentEndpoints.attachResume, { body: { resumeURL: uploadURL } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: talentMeKey }),
  });
}

export function useTalentSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(talentEndpoints.signOut),
    onSuccess: () => client.setQueryData(talentMeKey, null),
  });
}

export function useEraseMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(talentEndpoints.eraseMine),
    onSuccess: () => client.setQueryData(talentMeKey, null),
  });
}

export const TALENT_EXPORT_URL = urlFor(talentEndpoints.exportMine);
