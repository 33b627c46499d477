/**
 * Skills learned from the talent pool: the related skills of common/endpoints/skills.ts, and
 * the job that keeps them learned (refresh-job.ts) started with the app.
 */
import type { FastifyInstance } from "fastify";
import { apiErrorSchema } from "#common/api-error.ts";
import { skillEndpoints } from "#common/endpoints/skills.ts";
import { relatedSkillListSchema, relatedSkillsQuerySchema } from "#common/skills.ts";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { requireAdmin } from "../auth/session.ts";
import { startRelatedSkillsRefresh } from "./refresh-job.ts";
import { relatedSkillsOf } from "./related-skills-table.ts";

/** Tests wait for the job: learned as soon as the queue runs it. */
const TEST_DEBOUNCE_MS = 100;

export async function skillRoutes(
  app: FastifyInstance,
  opts: { database: Database; config: Config },
) {
  const { database, config } = opts;
  const test = config.NODE_ENV === "test";
  const stop = await startRelatedSkillsRefresh({
    database,
    jobs: app.jobs,
    log: app.log,
    debounceMs: test ? TEST_DEBOUNCE_MS : config.RELATED_SKILLS_DEBOUNCE_SECONDS * 1000,
    scheduleDaily: !test,
  });
  app.addHook("onClose", stop);

  route(
    app,
    skillEndpoints.related,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Skills often listed with a given skill in the talent pool",
        querystring: relatedSkillsQuerySchema,
        response: { 200: relatedSkillListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => relatedSkillsOf(database.db, request.query.skill),
  );
}
