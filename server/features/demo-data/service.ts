/**
 * The demo candidates of a first start, found by their tag and their seeded addresses
 * together: a real candidate an admin happened to tag "demo" is never among them.
 */
import { and, arrayContains, count, inArray } from "drizzle-orm";
import { DEMO_CANDIDATE_TAG } from "#common/demo-data-values.ts";
import type { Db } from "../../db/client.ts";
import { demoCandidates } from "../../db/demo-candidates.ts";
import { candidates } from "../../db/schema.ts";

const demoEmails = () => demoCandidates().map((c) => c.email);

const isDemo = () =>
  and(
    arrayContains(candidates.tags, [DEMO_CANDIDATE_TAG]),
    inArray(candidates.email, demoEmails()),
  );

export async function countDemoCandidates(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(candidates).where(isDemo());
  return row?.n ?? 0;
}

/** Removes them (their pipeline entries, link places and engagements go with them). */
export async function removeDemoCandidates(db: Db): Promise<number> {
  const removed = await db.delete(candidates).where(isDemo()).returning({ id: candidates.id });
  return removed.length;
}
