/**
 * A viewer gives or changes a verdict on a candidate of the link, and what follows from it:
 * the link's creator is told of a new "interested" (a repeat is not news), the candidate's
 * entry on the link's job order moves forward, and the webhooks hear of the change. The
 * customer's answer is the saved verdict whatever the telling and moving do: each of those
 * logs its own failure.
 */
import type { FastifyRequest } from "fastify";
import type { VerdictBody, VerdictItem } from "#common/verdict.ts";
import { recordCustomerAction } from "../job-orders/pipeline.ts";
import { emitWebhookEvent } from "../webhooks/emit.ts";
import { notifyCreator, type WorkspaceMail } from "./notify.ts";
import { candidateInLink, type OpenLink } from "./service.ts";
import { putVerdict } from "./verdicts.ts";
import type { ViewerIdentity } from "./viewer.ts";

export async function giveVerdict(
  mail: WorkspaceMail,
  request: FastifyRequest,
  verdict: {
    link: OpenLink;
    who: ViewerIdentity;
    candidateId: string;
    body: VerdictBody;
    now: Date;
  },
): Promise<VerdictItem> {
  const { db } = mail;
  const { link, who, body, now } = verdict;
  const viewerEmail = who.viewer?.email ?? null;
  const candidate = await candidateInLink(db, link, verdict.candidateId);
  const saved = await putVerdict(db, link, who, candidate.id, body, now);
  if (saved.verdict.verdict === "interested" && !saved.wasInterested) {
    await notifyCreator(mail, link, {
      kind: "interested",
      viewerEmail,
      developerId: candidate.id,
      developerName: candidate.fullName,
      reason: saved.verdict.reason,
    });
  }
  await recordCustomerAction(db, request, {
    linkId: link.id,
    candidateId: candidate.id,
    viewerEmail,
    action: saved.verdict.verdict,
  });
  await emitWebhookEvent(mail, "verdict.changed", {
    linkId: link.id,
    candidateId: candidate.id,
    verdict: saved.verdict.verdict,
  });
  return saved.verdict;
}
