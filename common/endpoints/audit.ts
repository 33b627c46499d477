/** The admins' audit log: one page of entries, filtered, and the same filter as CSV. */
import type { AuditAction, AuditPage } from "../audit.ts";
import { endpoint, types } from "../endpoint.ts";

/** The log's filters as the browser writes them (export.csv ignores limit and cursor). */
export type AuditLogQuery = {
  action?: AuditAction;
  /** An actor's user id, or part of their e-mail address. */
  actor?: string;
  from?: string;
  to?: string;
  limit?: number;
  cursor?: string;
};

export const auditEndpoints = {
  list: endpoint("GET", "/api/admin/audit", types<{ query: AuditLogQuery; response: AuditPage }>()),
  /** A CSV download, opened as a link. */
  exportCsv: endpoint(
    "GET",
    "/api/admin/audit/export.csv",
    types<{ query: AuditLogQuery; response: string }>(),
  ),
};
