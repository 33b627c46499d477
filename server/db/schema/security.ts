/**
 * Accounts and security (issue 11): two-factor sign-in and the audit log. Sessions keep
 * their device details (address, browser, created, last seen) in `sessions.sess`.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { AUDIT_ACTIONS } from "#common/audit.ts";
import { users } from "./users.ts";

/**
 * A user's TOTP secret (RFC 6238). `enabledAt` is null while set-up waits for the first
 * code. The secret must be readable to check codes, so it cannot be hashed like a password.
 */
export const userMfa = pgTable("user_mfa", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true }),
  /** The 30-second step of the last accepted code: a code works once (RFC 6238 §5.2). */
  lastUsedStep: integer("last_used_step"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Links that confirm a self-registered address (`/verify-email/{token}`), stored as SHA-256:
 * the random token is only in the e-mail. A new link replaces the user's older ones.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/** Single-use recovery codes, stored as SHA-256 (they are random, 50+ bits each). */
export const mfaRecoveryCodes = pgTable(
  "mfa_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("mfa_recovery_codes_user_idx").on(t.userId)],
);

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
