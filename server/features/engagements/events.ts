/**
 * The one place engagements tell other systems (webhooks):
 * `engagement.trial-ending` when the decision e-mail is queued, `engagement.decided` when
 * the customer decides. `emitWebhookEvent` never throws: a webhook problem cannot fail the
 * trial check or the customer's decision.
 */
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../../jobs/queue.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";

export type EngagementEvent = "engagement.trial-ending" | "engagement.decided";

export interface EngagementEventData {
  engagementId: string;
  jobOrderId: string;
  candidateId: string;
}

export async function announce(
  deps: { db: Db; jobs: JobQueue; log: { error(obj: unknown, msg?: string): void } },
  type: EngagementEvent,
  data: EngagementEventData,
): Promise<void> {
  await emitWebhookEvent(deps, type, { ...data });
}
