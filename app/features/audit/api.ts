/** The Activity tab's calls: the audit log, filtered and paged, and its CSV export URL. */
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { AuditAction } from "#common/audit.ts";
import { type AuditLogQuery, auditEndpoints } from "#common/endpoints/audit.ts";
import { call, keyOf, urlFor } from "~/lib/endpoint-client";

export interface AuditFilter {
  action: "" | AuditAction;
  actor: string;
  from: string;
  to: string;
}

/** Every filtered log's key starts with it. */
export const auditKey = keyOf(auditEndpoints.list);

function queryOf(filter: AuditFilter): AuditLogQuery {
  return {
    action: filter.action || undefined,
    actor: filter.actor.trim() || undefined,
    from: filter.from || undefined,
    to: filter.to || undefined,
  };
}

export function auditExportUrl(filter: AuditFilter): string {
  return urlFor(auditEndpoints.exportCsv, { query: queryOf(filter) });
}

export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: [...auditKey, filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      call(auditEndpoints.list, {
        query: { ...queryOf(filter), cursor: pageParam ?? undefined },
      }),
    getNextPageParam: (last) => last.nextCursor,
  });
export const useAuditLog = (filter: AuditFilter) => useInfiniteQuery(auditLogQuery(filter));
