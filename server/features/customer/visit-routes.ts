/** Time on a profile: the beacon of the customer's screens (product-extensions §1). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { apiErrorSchema } from "#common/api-error.ts";
import { beaconBodySchema } from "#common/link-activity.ts";
import {
  type CustomerDeps,
  customerErrors,
  customerOf,
  privateResponse,
  sharedRateLimit,
} from "./guard.ts";
import { noContent, tokenParams } from "./route-params.ts";
import { developerInLink } from "./service.ts";
import { addProfileSeconds } from "./visits.ts";

export async function visitRoutes(app: FastifyInstance, deps: CustomerDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  /**
   * Time on a profile, reported by the customer screens (navigator.sendBeacon when the
   * profile is left or hidden): `{ developerId, seconds }` adds to this visit's profile view.
   */
  r.post(
    "/api/shared/:token/visits/beacon",
    {
      schema: {
        summary: "Report time spent on a developer's profile",
        params: tokenParams,
        body: beaconBodySchema,
        response: { ...noContent, 400: apiErrorSchema, ...customerErrors },
      },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      const developer = await developerInLink(db, link, request.body.developerId);
      await addProfileSeconds(db, link, who, developer.id, request.body.seconds, now);
      return reply.status(204).send(null);
    },
  );
}
