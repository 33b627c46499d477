/** The candidate's own calls (/api/talent/*): a candidate session, not a user's. */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TalentProfile, TalentUpdate } from "#common/talent.ts";
import { ApiError, apiJson, apiRequest } from "~/lib/api";

export const talentMeKey = ["/api/talent/me"] as const;

/** The signed-in candidate's profile, or null without a candidate session. */
export const talentProfileQuery = () =>
  queryOptions<TalentProfile | null>({
    queryKey: talentMeKey,
    queryFn: async () => {
      try {
        return await apiJson<TalentProfile>("GET", "/api/talent/me");
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
    mutationFn: (body: TalentUpdate) => apiJson<TalentProfile>("PUT", "/api/talent/me", body),
    onSuccess: (profile) => client.setQueryData(talentMeKey, profile),
  });
}

export function useRequestTalentLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiJson<{ message: string }>("POST", "/api/talent/access", { email }),
  });
}

/** Uploads a résumé: an upload URL, the PUT of the file, then attaching it. */
export function useUploadTalentResume() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const { uploadURL } = await apiJson<{ uploadURL: string }>("POST", "/api/talent/upload", {
        size: file.size,
      });
      const put = await fetch(uploadURL, { method: "PUT", body: file });
      if (!put.ok) throw new ApiError(put.status, (await put.text()) || put.statusText);
      return apiJson<{ resumeUrl: string }>("PUT", "/api/talent/me/resume", {
        resumeURL: uploadURL,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: talentMeKey }),
  });
}

export function useTalentSignOut() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/talent/sign-out"),
    onSuccess: () => client.setQueryData(talentMeKey, null),
  });
}

export function useEraseMe() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("DELETE", "/api/talent/me"),
    onSuccess: () => client.setQueryData(talentMeKey, null),
  });
}

export const TALENT_EXPORT_URL = "/api/talent/me/export";
