/**
 * Accounts and their sessions. Emails are stored lower-cased (compared in any case), and a CHECK
 * keeps it that way.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AUTH_PROVIDERS } from "#common/constants.ts";
import { createdAt, inList, updatedAt } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    passwordHash: text("password_hash"),
    authProvider: text("auth_provider").notNull().default("manual"),
    /** The external provider's stable subject id (OpenID Connect `sub`). */
    externalSubject: text("external_subject"),
    isAdmin: boolean("is_admin").notNull().default(false),
    /**
     * When the user proved the address: a sign-up's link, or at
     * creation for admin-made users and external logins with a verified e-mail. Null: the
     * account may sign in but not read the talent pool.
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** When an admin let this account read the pool (needed only with POOL_ACCESS=approved). */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_external_subject_unique").on(t.authProvider, t.externalSubject),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_auth_provider_valid", inList("auth_provider", AUTH_PROVIDERS)),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie's random token: a leaked table cannot be replayed. */
    sid: text("sid").primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    userId: uuid("user_id").references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);
