/** The recruiter's workspace (GET /api/admin/today), read by the tab's label and its content. */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Today } from "#common/today.ts";
import { apiJson } from "~/lib/api";

export const todayKey = ["/api/admin/today"] as const;

export const todayQuery = () =>
  queryOptions({
    queryKey: todayKey,
    queryFn: () => apiJson<Today>("GET", "/api/admin/today"),
  });
export const useToday = () => useQuery(todayQuery());
