/**
 * Public unsubscribe calls, reached from a campaign e-mail without signing in: the token is
 * the key. GET tells the confirm page which address it is about; POST opts it out, and is
 * also the RFC 8058 one-click target of the List-Unsubscribe header, which mail providers
 * POST as a form (`List-Unsubscribe=One-Click`), so form bodies are accepted and ignored.
 */
import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { CAMPAIGN_MESSAGES, unsubscribeStatusSchema } from "#common/campaign.ts";
import { campaignEndpoints } from "#common/endpoints/campaigns.ts";
import type { Db } from "../../db/client.ts";
import { campaignUnsubscribes } from "../../db/schema.ts";
import { route } from "../../lib/endpoint-route.ts";
import { notFound } from "../../lib/http-error.ts";
import type { UnsubscribeTokens } from "./unsubscribe-token.ts";

/** The token, a rest parameter in the table (common/endpoints/campaigns.ts), kept bounded. */
const params = z.object({ token: z.string().max(2048) });

export async function unsubscribeRoutes(
  app: FastifyInstance,
  opts: { db: Db; tokens: () => Promise<UnsubscribeTokens> },
) {
  const { db } = opts;
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_req, _body, done) =>
      done(null, undefined),
    );
  }

  async function subject(token: string) {
    const found = (await opts.tokens()).verify(token);
    if (!found) throw notFound(CAMPAIGN_MESSAGES.unsubscribeNotFound);
    return found;
  }

  route(
    app,
    campaignEndpoints.unsubscribeStatus,
    {
      schema: {
        summary: "Which address an unsubscribe link is for, and whether it has opted out",
        params,
        response: { 200: unsubscribeStatusSchema },
      },
    },
    async (request) => {
      const { email } = await subject(request.params.token);
      const rows = await db.query.campaignUnsubscribes.findFirst({
        where: (u, { eq }) => eq(u.email, email),
      });
      return { email, unsubscribed: Boolean(rows) };
    },
  );

  route(
    app,
    campaignEndpoints.unsubscribe,
    {
      schema: {
        summary: "Opt an address out of campaign e-mails (also the one-click target)",
        params,
        response: { 204: z.null().describe("Unsubscribed") },
      },
    },
    async (request, reply) => {
      const { email, campaignId } = await subject(request.params.token);
      // A campaign deleted since keeps the opt-out, without the reference.
      const exists = campaignId
        ? await db.query.campaigns.findFirst({ where: (c, { eq }) => eq(c.id, campaignId) })
        : null;
      await db
        .insert(campaignUnsubscribes)
        .values({ email, campaignId: exists ? campaignId : null })
        .onConflictDoNothing();
      return reply.status(204).send(null);
    },
  );
}
