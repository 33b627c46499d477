/**
 * The agreement step (`customerEndpoints.acceptAgreement`). Open to
 * anyone holding the token, like the e-mail verification: it is how a viewer gets in. The
 * pages' form post (no JavaScript) answers the same acceptance from render/agreement-page.ts.
 */

import type { FastifyInstance, FastifyRequest } from "fastify";
import { acceptAgreementSchema, agreementAcceptedSchema } from "#common/agreement.ts";
import { apiErrorSchema } from "#common/api-error.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import { route } from "../../lib/endpoint-route.ts";
import { acceptAgreement } from "./agreement.ts";
import { type CustomerDeps, privateResponse } from "./guard.ts";
import { openLink } from "./service.ts";

/** Per link and client: a person retyping a name stays far below. */
export const agreementRateLimit = {
  max: 20,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) =>
    `shared-agreement:${(request.params as { token?: string }).token ?? ""}:${request.ip}`,
};

export async function agreementRoutes(app: FastifyInstance, deps: CustomerDeps) {
  route(
    app,
    customerEndpoints.acceptAgreement,
    {
      schema: {
        summary: "Accept a link's agreement to open it",
        body: acceptAgreementSchema,
        response: {
          200: agreementAcceptedSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      config: { rateLimit: agreementRateLimit },
    },
    async (request, reply) => {
      privateResponse(reply);
      const now = new Date();
      const link = await openLink(deps.db, request.params.token, now);
      return acceptAgreement(deps, request, reply, link, request.body, now);
    },
  );
}
