/**
 * buildApp(deps) assembles the Fastify instance: cross-cutting plugins first, then the
 * feature routes, then the client pages. Tests call it with a fresh database.
 */
import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { accountRoutes } from "./features/account/routes.ts";
import { applicationRoutes } from "./features/applications/routes.ts";
import { auditRoutes } from "./features/audit/routes.ts";
import { startVerificationWorker } from "./features/auth/email-verification.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { registerSessions } from "./features/auth/session-hook.ts";
import { campaignRoutes } from "./features/campaigns/routes.ts";
import { candidateReads } from "./features/candidates/candidate-cache.ts";
import { candidateRoutes } from "./features/candidates/routes.ts";
import { companyRoutes } from "./features/companies/routes.ts";
import { customerRoutes } from "./features/customer/routes.ts";
import { demoDataRoutes } from "./features/demo-data/routes.ts";
import { engagementRoutes } from "./features/engagements/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { inquiryRoutes } from "./features/inquiries/routes.ts";
import { interviewRequestRoutes } from "./features/interview-requests/routes.ts";
import { jobOrderRoutes } from "./features/job-orders/routes.ts";
import { linkRoutes } from "./features/links/routes.ts";
import { linkViewerRoutes } from "./features/links/viewer-routes.ts";
import { metricsRoutes } from "./features/metrics/routes.ts";
import { startUploadCleanup } from "./features/objects/cleanup-job.ts";
import { objectRoutes } from "./features/objects/routes.ts";
import { savedSearchRoutes } from "./features/saved-searches/routes.ts";
import { skillRoutes } from "./features/skills/routes.ts";
import { talentRoutes } from "./features/talent/routes.ts";
import { todayRoutes } from "./features/today/routes.ts";
import { userRoutes } from "./features/users/routes.ts";
import { webhookRoutes } from "./features/webhooks/routes.ts";
import { createJobQueue, type JobQueue } from "./jobs/queue.ts";
import { logDestination } from "./lib/log-format.ts";
import { logSerializers } from "./lib/log-redaction.ts";
import { serverRequestId } from "./lib/request-id.ts";
import { trustProxyOption } from "./lib/security-config.ts";
import { createMailer, type Mailer, startMailWorker } from "./mail/mailer.ts";
import { apiNoStorePlugin } from "./plugins/api-no-store.ts";
import { bodyLimitsPlugin } from "./plugins/body-limits.ts";
import { clientPagesPlugin } from "./plugins/client-pages.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { jsonBodyPlugin } from "./plugins/json-body.ts";
import { openapiPlugin } from "./plugins/openapi.ts";
import { rateLimitsPlugin } from "./plugins/rate-limits.ts";
import { securityPlugin } from "./plugins/security.ts";
import { textInputPlugin } from "./plugins/text-input.ts";
import { createStorage, type ObjectStorage } from "./storage/index.ts";

export interface AppDeps {
  config: Config;
  database: Database;
}

export type App = FastifyInstance;

declare module "fastify" {
  interface FastifyInstance {
    /** Uploaded files (server/storage): stream them with features/objects/serve.ts. */
    storage: ObjectStorage;
    /** Background jobs (server/jobs/queue.ts): send(name, data), work(name, handler). */
    jobs: JobQueue;
    /** Outgoing e-mail (server/mail/mailer.ts); queue mail that may wait with queueMail. */
    mailer: Mailer;
  }
}

export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : { level: config.LOG_LEVEL, serializers: logSerializers, stream: logDestination() },
    // Always the server's own; a client's X-Request-ID is logged apart (lib/request-id.ts).
    genReqId: serverRequestId,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Explicit timeouts: a slow client cannot hold a connection forever.
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    keepAliveTimeout: 5_000,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A callback hook: it never waits, so no promise and microtask turn per request.
  app.addHook("onSend", (request, reply, _payload, done) => {
    reply.header("x-request-id", request.id);
    done();
  });

  await app.register(errorsPlugin);
  // An answer before the body was read (413) reaches the client: the rest is read first.
  await app.register(bodyLimitsPlugin);
  // JSON bodies nested deeper than any route needs are a 400 before they are parsed.
  await app.register(jsonBodyPlugin);
  await app.register(textInputPlugin);
  await app.register(securityPlugin, { config });
  await app.register(apiNoStorePlugin);
  await app.register(cookie);
  // Routes opt in with `config.rateLimit`; counters in Redis when REDIS_URL is set.
  await app.register(rateLimitsPlugin, { config });

  // OpenAPI from the routes' schemas and the authorization table, browsable at /api/docs.
  await app.register(openapiPlugin);

  const storage = await createStorage(config);
  app.decorate("storage", storage);
  const stopCleanup = startUploadCleanup({ db: database.db, storage, log: app.log });
  app.addHook("onClose", async () => {
    stopCleanup();
    await storage.close();
  });

  // Tests retry fast (send() wakes local workers at once, so polling is only a fallback)
  // and give up on a hanging SMTP server after 3 s; production polls every 2 s, backs off
  // from 10 s and waits on SMTP as long as SMTP_TIMEOUTS_MS says.
  const fastJobs = config.NODE_ENV === "test";
  const jobs = createJobQueue({
    db: database.db,
    log: app.log,
    pollIntervalMs: fastJobs ? 500 : undefined,
    retryDelayMs: fastJobs ? 100 : undefined,
  });
  const smtpTestTimeouts = { connect: 3000, greeting: 3000, silence: 3000 };
  const mailer = createMailer(config, app.log, fastJobs ? { timeoutsMs: smtpTestTimeouts } : {});
  app.decorate("jobs", jobs);
  app.decorate("mailer", mailer);
  await startMailWorker(jobs, mailer);
  await startVerificationWorker(jobs, { db: database.db, mailer });
  app.addHook("onClose", async () => {
    await jobs.stop();
    mailer.close();
  });

  const sessions = registerSessions(app, database, config);

  await app.register(metricsRoutes, {
    token: config.METRICS_TOKEN,
    database,
    jobStats: () => jobs.stats(),
  });
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, { db: database.db, sessions, config });
  await app.register(accountRoutes, { db: database.db, sessions, config });
  await app.register(auditRoutes, { db: database.db });
  await app.register(inquiryRoutes, { db: database.db, config });
  await app.register(candidateRoutes, {
    db: database.db,
    storage,
    config,
    reads: candidateReads(app, database),
  });
  await app.register(objectRoutes, { db: database.db, storage, config });
  await app.register(linkRoutes, { db: database.db });
  await app.register(linkViewerRoutes, { db: database.db });
  await app.register(userRoutes, { db: database.db, sessions });
  await app.register(customerRoutes, { db: database.db, storage, config });
  await app.register(interviewRequestRoutes, { db: database.db, config });
  await app.register(savedSearchRoutes, { db: database.db });
  await app.register(demoDataRoutes, { db: database.db });
  await app.register(campaignRoutes, { db: database.db, config });
  await app.register(jobOrderRoutes, { db: database.db, storage, config });
  await app.register(companyRoutes, { db: database.db });
  await app.register(engagementRoutes, { db: database.db, config });
  await app.register(applicationRoutes, { db: database.db, storage, config });
  await app.register(talentRoutes, { db: database.db, storage, config });
  await app.register(webhookRoutes, { db: database.db, config });
  await app.register(skillRoutes, { database, config });
  await app.register(todayRoutes, { db: database.db });

  await app.register(clientPagesPlugin, { config });
  return app;
}
