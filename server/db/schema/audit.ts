/** The audit log of security events and admin actions: never a secret. */
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS } from "#common/audit.ts";
import { users } from "./users.ts";

/**
 * Who did what. Rows outlive their actor (actor_id set null on delete; actor_email stays)
 * and never hold a secret: details are small facts such as changed field names.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    action: text("action").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    targetType: text("target_type"),
    targetId: text("target_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    requestId: text("request_id"),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_action_at_idx").on(t.action, t.at.desc()),
    index("audit_log_actor_at_idx").on(t.actorId, t.at.desc()),
    check(
      "audit_log_action_valid",
      sql.raw(`action IN (${AUDIT_ACTIONS.map((a) => `'${a}'`).join(", ")})`),
    ),
  ],
);
