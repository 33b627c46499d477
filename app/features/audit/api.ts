/** The Activity tab's calls: the audit log, filtered and paged, and its CSV export URL. */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditAction, AuditPage } from "#common/audit.ts";
import { apiJson } from "~/lib/api";

export interface AuditFilter {
  action: "" | AuditAction;
  actor: string;
  from: string;
  to: string;
}

export const auditKey = ["/api/admin/audit"] as const;

function searchOf(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.action) params.set("action", filter.action);
  if (filter.actor.trim()) params.set("actor", filter.actor.trim());
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  return params;
}

export function auditExportUrl(filter: AuditFilter): string {
  const query = searchOf(filter).toString();
  return `/api/admin/audit/export.csv${query ? `?${query}` : ""}`;
}

export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: [...auditKey, filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = searchOf(filter);
      if (pageParam) params.set("cursor", pageParam);
      return apiJson<AuditPage>("GET", `/api/admin/audit?${params}`);
    },
    getNextPageParam: (last) => last.nextCursor,
  });
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQuery(filter));
