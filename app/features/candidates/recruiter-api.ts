/**
 * The recruiter tools' client calls: notes, saved
 * searches, probable duplicates, CSV export and import. All admin-only on the server.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ImportResult } from "#common/candidate-csv.ts";
import type { NoteInput } from "#common/candidate-note.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import { savedSearchEndpoints } from "#common/endpoints/saved-searches.ts";
import type { SavedSearch, SavedSearchInput } from "#common/saved-search.ts";
import { ApiError } from "~/lib/api";
import { call, keyOf, readOf, urlFor } from "~/lib/endpoint-client";
import { candidatesKey, type Filters, filtersToParams } from "./api.ts";

export const notesKey = (id: string) => [candidatesKey, encodeURIComponent(id), "notes"];

export const notesQuery = (id: string) =>
  queryOptions({
    queryKey: notesKey(id),
    queryFn: () => call(endpoints.notes, { params: { id } }),
  });
export const useNotes = (id: string) => useQuery(notesQuery(id));

export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteInput) => call(endpoints.addNote, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesKey(id) }),
  });
}

export const savedSearchesKey = keyOf(savedSearchEndpoints.list)[0];

export const savedSearchesQuery = (enabled: boolean) =>
  queryOptions({ ...readOf(savedSearchEndpoints.list), enabled });
export const useSavedSearches = (enabled: boolean) => useQuery(savedSearchesQuery(enabled));

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedSearchInput) => call(savedSearchEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [savedSearchesKey] }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(savedSearchEndpoints.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [savedSearchesKey] }),
  });
}

/** A saved query (text or object, as the API allows) as the list's URL parameters. */
export function savedQueryToParams(query: SavedSearch["query"]): URLSearchParams {
  if (typeof query === "string") return new URLSearchParams(query.replace(/^\?/, ""));
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === "") continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  return params;
}

/** The export of what the list shows: its filters, without the paging. */
export function exportUrl(filters: Filters): string {
  return urlFor(endpoints.exportCsv, { query: Object.fromEntries(filtersToParams(filters)) });
}

export type DuplicateFields = {
  email?: string;
  fullName?: string;
  phone?: string;
  linkedinUrl?: string;
  githubUrl?: string;
};

/** Candidates that are probably the typed person; off until something is typed. */
export function useDuplicates(fields: DuplicateFields, excludeId: string | undefined) {
  const typed = Object.fromEntries(
    Object.entries(fields).flatMap(([key, value]) => (value?.trim() ? [[key, value.trim()]] : [])),
  ) as DuplicateFields;
  const enabled = Object.keys(typed).length > 0;
  const query = { ...typed, ...(excludeId ? { excludeId } : {}) };
  // Under the pool's key: a change to the pool asks again.
  const url = urlFor(endpoints.duplicates, { query });
  return useQuery({
    queryKey: [candidatesKey, url.slice(candidatesKey.length + 1)],
    queryFn: () => call(endpoints.duplicates, { query }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/**
 * POST the CSV file as it is (the server streams it); a dry run writes nothing. XHR rather
 * than fetch because only XHR reports upload progress, which the dialog's bar shows.
 */
export function importCsv(
  file: File,
  dryRun: boolean,
  onProgress?: (fraction: number) => void,
): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", urlFor(endpoints.importCsv, { query: dryRun ? { dryRun: 1 } : {} }));
    xhr.withCredentials = true;
    xhr.setRequestHeader("Content-Type", "text/csv");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(JSON.parse(xhr.responseText) as ImportResult);
      } else {
        reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
      }
    };
    xhr.onerror = () => reject(new Error("The import could not reach the server"));
    xhr.send(file);
  });
}
