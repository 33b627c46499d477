/**
 * The 7-day trial's clock, through the one job queue:
 *
 * - Two days before `trialEndsAt` the customer gets the decision e-mail with a
 *   `/engagements/decide/{token}` link. One conditional UPDATE (`reminder_sent_at IS NULL`)
 *   claims the engagement, and the same transaction stores the token's hash and inserts
 *   the `mail.send` job (an outbox): the e-mail is queued exactly once per engagement,
 *   whichever replica checks and however often the app restarts.
 * - With no decision by `trialEndsAt`, the engagement becomes `active` by itself.
 *
 * When the check runs (`engagement.trial-check` jobs; each run is idempotent):
 * - at start-up (every replica queues one);
 * - every 15 minutes: each run queues the next at the following quarter-hour boundary
 *   under that boundary's singleton key, so all replicas share one chain;
 * - for one engagement, right after it is made or changed, and at its reminder time and
 *   its trial's end: inside the window it is handled within a minute (at once).
 *
 * Tests drive it with dates: `runTrialCheck(deps, now)` takes the time it checks against.
 */
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { DECIDE_PATH, ENGAGEMENT_LIMITS, reminderDueAt } from "#common/engagement.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { engagements, jobs } from "../../db/schema.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { configuredOrigin } from "../../lib/site-origin.ts";
import { MAIL_SEND_JOB, type MailMessage } from "../../mail/mailer.ts";
import { hashToken } from "../auth/session-store.ts";
import { announce } from "./events.ts";
import { type EngagementRow, namesOf, newDecisionToken } from "./service.ts";

export const TRIAL_CHECK_JOB = "engagement.trial-check";

interface TrialCheckJob {
  /** Only this engagement; absent: every engagement due. */
  engagementId?: string;
  /** A run of the 15-minute chain: queues the next one. */
  periodic?: boolean;
}

export interface TrialDeps {
  db: Db;
  jobs: JobQueue;
  config: Pick<Config, "PUBLIC_URL" | "PORT">;
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

const CHECK_MS = ENGAGEMENT_LIMITS.checkEveryMinutes * 60 * 1000;

/** The next quarter-hour boundary strictly after `now`. */
export function nextCheckAfter(now: Date): Date {
  return new Date((Math.floor(now.getTime() / CHECK_MS) + 1) * CHECK_MS);
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** PUBLIC_URL, else the origin the hire was made at (a loopback one: lib/site-origin.ts). */
function siteOrigin(config: TrialDeps["config"], row: EngagementRow): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  return row.siteOrigin ?? configuredOrigin(config);
}

const dateText = (date: Date) =>
  date.toLocaleDateString("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function reminderMail(
  row: EngagementRow,
  names: { candidateName: string; jobOrderTitle: string },
  link: string,
): MailMessage {
  return {
    to: row.customerEmail,
    subject: `Your trial with ${names.candidateName} ends on ${dateText(row.trialEndsAt)}`,
    text: [
      `Hello ${row.customerName},`,
      "",
      `${names.candidateName}'s 7-day risk-free trial as ${names.jobOrderTitle} ends on ${dateText(row.trialEndsAt)} (UTC).`,
      "Tell us how it went: continue with them, or ask for a free replacement. It takes a minute:",
      link,
      "",
      "Without an answer by then, the engagement simply continues.",
    ].join("\n"),
  };
}

/** Trials whose end has passed with no decision become `active`. */
async function activateEnded(db: Db, now: Date, engagementId?: string): Promise<string[]> {
  const rows = await db
    .update(engagements)
    .set({ status: "active", updatedAt: now })
    .where(
      and(
        eq(engagements.status, "trial"),
        isNull(engagements.decision),
        lte(engagements.trialEndsAt, at(now)),
        engagementId ? eq(engagements.id, engagementId) : undefined,
      ),
    )
    .returning({ id: engagements.id });
  return rows.map((r) => r.id);
}

/** Claims one engagement's reminder and queues its e-mail in one transaction. */
async function remind(deps: TrialDeps, id: string, now: Date): Promise<EngagementRow | null> {
  const token = newDecisionToken();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(engagements)
      .set({ reminderSentAt: now, decisionTokenHash: hashToken(token) })
      .where(
        and(
          eq(engagements.id, id),
          eq(engagements.status, "trial"),
          isNull(engagements.reminderSentAt),
          isNull(engagements.decision),
          sql`${engagements.trialEndsAt} > ${at(now)}`,
        ),
      )
      .returning();
    if (!row) return null;
    const names = await namesOf(tx as unknown as Db, row);
    const link = `${siteOrigin(deps.config, row)}${DECIDE_PATH}/${token}`;
    // The outbox: the e-mail's job commits with the claim, or neither does.
    await tx.insert(jobs).values({ name: MAIL_SEND_JOB, data: reminderMail(row, names, link) });
    return row;
  });
}

/**
 * One check as of `now`: trials past their end become active, and every trial inside its
 * last two days whose e-mail has not gone out gets it.
 */
export async function runTrialCheck(
  deps: TrialDeps,
  now = new Date(),
  engagementId?: string,
): Promise<{ activated: string[]; reminded: string[] }> {
  const activated = await activateEnded(deps.db, now, engagementId);
  const due = await deps.db
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        eq(engagements.status, "trial"),
        isNull(engagements.reminderSentAt),
        isNull(engagements.decision),
        sql`${engagements.trialEndsAt} - make_interval(days => ${ENGAGEMENT_LIMITS.reminderDaysBefore}) <= ${at(now)}`,
        sql`${engagements.trialEndsAt} > ${at(now)}`,
        engagementId ? eq(engagements.id, engagementId) : undefined,
      ),
    );
  const reminded: string[] = [];
  for (const { id } of due) {
    const row = await remind(deps, id, now);
    if (!row) continue;
    reminded.push(row.id);
    await announce(deps, "engagement.trial-ending", {
      engagementId: row.id,
      jobOrderId: row.jobOrderId,
      candidateId: row.candidateId,
    });
  }
  if (activated.length + reminded.length > 0) {
    deps.log.info({ activated, reminded }, "trial check");
  }
  return { activated, reminded };
}

/**
 * Queues the checks one engagement needs: now (a change inside the window is handled at
 * once), at its reminder time and at its trial's end.
 */
export async function scheduleEngagementChecks(
  jobs: JobQueue,
  row: { id: string; trialEndsAt: string | Date },
): Promise<void> {
  const end = new Date(row.trialEndsAt);
  await jobs.send<TrialCheckJob>(TRIAL_CHECK_JOB, { engagementId: row.id });
  for (const when of [reminderDueAt(end), end]) {
    if (when.getTime() <= Date.now()) continue;
    await jobs.send<TrialCheckJob>(
      TRIAL_CHECK_JOB,
      { engagementId: row.id },
      { startAfter: when, singletonKey: `${row.id}@${when.toISOString()}` },
    );
  }
}

function queueNextCheck(jobs: JobQueue, now: Date) {
  const next = nextCheckAfter(now);
  return jobs.send<TrialCheckJob>(
    TRIAL_CHECK_JOB,
    { periodic: true },
    { startAfter: next, singletonKey: `every-15-min@${next.toISOString()}` },
  );
}

/** Registers the worker and queues the start-up check (which starts the 15-minute chain). */
export async function startTrialJobs(deps: TrialDeps): Promise<void> {
  await deps.jobs.work<TrialCheckJob>(TRIAL_CHECK_JOB, async (data) => {
    const now = new Date();
    try {
      await runTrialCheck(deps, now, data.engagementId);
    } finally {
      if (data.periodic) await queueNextCheck(deps.jobs, now);
    }
  });
  await deps.jobs.send<TrialCheckJob>(TRIAL_CHECK_JOB, { periodic: true });
}
