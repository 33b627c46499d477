/**
 * The audit log: `recordAudit` is the one call features make where
 * an action happens; admins read the log page by page (newest first) or as CSV.
 */
import { and, desc, eq, gte, ilike, lt, lte, or, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuditAction, AuditItem, AuditPage, AuditQuery } from "#common/audit.ts";
import type { Db } from "../../db/client.ts";
import { auditLog } from "../../db/schema.ts";
import { csvLine } from "../../lib/csv.ts";
import { badRequest } from "../../lib/http-error.ts";
import { clientRequestId } from "../../lib/request-id.ts";

export interface AuditEntry {
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  /** Small facts (changed field names, counts). Keys that name secrets are dropped. */
  details?: Record<string, unknown>;
  /** Who acted, when it is not the signed-in user (a sign-in, a failed sign-in). */
  actor?: { id: string | null; email: string | null };
}

/** No password, code, token or hash may reach the log, whatever a caller passes. */
const SECRET_KEY = /pass|secret|token|code|hash|otp|cookie|signature/i;

function withoutSecrets(details: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(details).filter(([key]) => !SECRET_KEY.test(key)));
}

/**
 * Records one action with who did it and from where. A failure to write is logged, not
 * thrown: the action itself has already happened and must still be answered.
 */
export async function recordAudit(
  db: Db,
  request: FastifyRequest | null,
  entry: AuditEntry,
): Promise<void> {
  const actor = entry.actor ?? {
    id: request?.user?.id ?? null,
    email: request?.user?.email ?? null,
  };
  const userAgent = request?.headers["user-agent"];
  // requestId is the server's own; an X-Request-ID the client sent only rides along.
  const clientId = request ? clientRequestId(request.headers) : undefined;
  try {
    await db.insert(auditLog).values({
      // Set here, at millisecond precision, so a cursor (a JS date) names a row exactly.
      at: new Date(),
      action: entry.action,
      actorId: actor.id,
      actorEmail: actor.email,
      targetType: entry.targetType ?? null,
      targetId: entry.targetId ?? null,
      ip: request?.ip ?? null,
      userAgent: typeof userAgent === "string" ? userAgent.slice(0, 500) : null,
      requestId: request ? String(request.id) : null,
      details: {
        ...withoutSecrets(entry.details),
        ...(clientId ? { clientRequestId: clientId } : {}),
      },
    });
  } catch (error) {
    (request?.log ?? console).error({ err: error, action: entry.action }, "audit write failed");
  }
}

type Row = typeof auditLog.$inferSelect;

function toItem(row: Row): AuditItem {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    targetType: row.targetType,
    targetId: row.targetId,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BAD_CURSOR = "This page link is no longer valid. Start from the first page.";

/** The cursor names the last item shown: its time and id. */
const encodeCursor = (row: Row) =>
  Buffer.from(JSON.stringify([row.at.toISOString(), row.id])).toString("base64url");

function decodeCursor(cursor: string): { at: Date; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown[];
    const date = new Date(String(at));
    if (typeof id === "string" && UUID.test(id) && !Number.isNaN(date.getTime())) {
      return { at: date, id };
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest(BAD_CURSOR, { cursor: BAD_CURSOR });
}

/** A bare date as `to` means the whole of that day. */
function endOf(value: string): Date {
  const date = new Date(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

function filterOf(query: Omit<AuditQuery, "limit" | "cursor">): SQL[] {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor) {
    const pattern = `%${query.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      UUID.test(query.actor)
        ? eq(auditLog.actorId, query.actor)
        : ilike(auditLog.actorEmail, pattern),
    );
  }
  if (query.from) conditions.push(gte(auditLog.at, new Date(query.from)));
  if (query.to) {
    const bare = /^\d{4}-\d{2}-\d{2}$/.test(query.to);
    conditions.push(bare ? lt(auditLog.at, endOf(query.to)) : lte(auditLog.at, endOf(query.to)));
  }
  return conditions;
}

/**
 * One page, newest first. Rows at the cursor's exact time are ordered by id, so paging
 * neither skips nor repeats rows written in the same millisecond.
 */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const conditions = filterOf(query);
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    conditions.push(or(lt(auditLog.at, c.at), and(eq(auditLog.at, c.at), lt(auditLog.id, c.id)))!);
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toItem),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null,
  };
}

/** The whole filtered log as CSV, newest first, in batches so memory stays flat. */
export async function* auditCsv(db: Db, query: AuditQuery): AsyncGenerator<string> {
  const columns = [
    "at",
    "action",
    "actorId",
    "actorEmail",
    "targetType",
    "targetId",
    "ip",
    "userAgent",
    "requestId",
    "details",
  ] as const;
  yield csvLine(columns);
  let cursor: string | undefined;
  do {
    const page = await listAudit(db, { ...query, limit: 500, cursor });
    for (const item of page.items) {
      yield csvLine(columns.map((c) => (c === "details" ? JSON.stringify(item.details) : item[c])));
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
