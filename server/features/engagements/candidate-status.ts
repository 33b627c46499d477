/**
 * The candidate's status while an engagement runs: `busy` from the hire (or an engagement
 * running again), back in the pool (`active`) when none of theirs runs any more.
 */
import { and, eq, inArray, notExists, sql } from "drizzle-orm";
import { RUNNING_STATUSES } from "#common/engagement.ts";
import type { Db } from "../../db/client.ts";
import { candidates, engagements } from "../../db/schema.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The candidate is `busy` while an engagement of theirs runs. */
export async function markBusy(tx: Tx | Db, candidateId: string) {
  await tx.update(candidates).set({ isActive: "busy" }).where(eq(candidates.id, candidateId));
}

/**
 * Back to the pool: `active` again when still `busy` (an admin who changed the status
 * meanwhile keeps their choice) and no other engagement of theirs runs.
 */
export async function releaseCandidate(tx: Tx | Db, candidateId: string) {
  await tx
    .update(candidates)
    .set({ isActive: "active" })
    .where(
      and(
        eq(candidates.id, candidateId),
        eq(candidates.isActive, "busy"),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(engagements)
            .where(
              and(
                eq(engagements.candidateId, candidateId),
                inArray(engagements.status, [...RUNNING_STATUSES]),
              ),
            ),
        ),
      ),
    );
}
