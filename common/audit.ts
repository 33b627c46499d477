/**
 * The audit log of security events and admin actions. The action
 * list lives here once: the table's CHECK, the API filter and the Activity view use it.
 */
import { z } from "./zod.ts";

export const AUDIT_ACTIONS = [
  "auth.login",
  "auth.login_failed",
  "auth.logout",
  "auth.lockout",
  "user.create",
  "user.update",
  "user.role",
  "user.password",
  "user.delete",
  "user.verify_email",
  "user.approve",
  "session.revoke",
  "mfa.enable",
  "mfa.disable",
  "link.create",
  "link.update",
  "link.delete",
  "link.viewer_remove",
  "link.viewer_allow",
  "candidate.create",
  "candidate.update",
  "candidate.import",
  "demo-data.remove",
  "file.upload",
  "contacts.export",
  "campaign.send",
  "application.review",
  "talent.update",
  "gdpr.export",
  "gdpr.erase",
  "job-order.create",
  "job-order.update",
  "job-order.delete",
  "pipeline.move",
  "pipeline.remove",
  "engagement.create",
  "engagement.update",
  "engagement.decide",
  "webhook.create",
  "webhook.delete",
  "company.create",
  "company.update",
  "company.delete",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

/** GET /api/admin/audit (and export.csv, which ignores limit and cursor). */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, "Unknown action").optional(),
  /** An actor's user id, or part of their e-mail address. */
  actor: z.string().trim().min(1).max(320).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditItem = z.infer<typeof auditItemSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditItemSchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
