/** Time on a profile: the beacon of the customer's screens. */

import type { FastifyInstance } from "fastify";
import { apiErrorSchema } from "#common/api-error.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import { beaconBodySchema } from "#common/link-activity.ts";
import { route } from "../../lib/endpoint-route.ts";
import {
  type CustomerDeps,
  customerErrors,
  customerOf,
  privateResponse,
  sharedRateLimit,
} from "./guard.ts";
import { noContent } from "./route-params.ts";
import { candidateInLink } from "./service.ts";
import { addProfileSeconds } from "./visits.ts";

export async function visitRoutes(app: FastifyInstance, deps: CustomerDeps) {
  const { db } = deps;

  /**
   * Time on a profile, reported by the customer screens (navigator.sendBeacon when the
   * profile is left or hidden): `{ developerId, seconds }` adds to this visit's profile view.
   */
  route(
    app,
    customerEndpoints.beacon,
    {
      schema: {
        summary: "Report time spent on a developer's profile",
        body: beaconBodySchema,
        response: { ...noContent, 400: apiErrorSchema, ...customerErrors },
      },
      config: { rateLimit: sharedRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const { link, who } = await customerOf(deps, request, reply, request.params.token, now);
      const candidate = await candidateInLink(db, link, request.body.developerId);
      await addProfileSeconds(db, link, who, candidate.id, request.body.seconds, now);
      return reply.status(204).send(null);
    },
  );
}
