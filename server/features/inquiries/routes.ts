import type { FastifyInstance } from "fastify";
import * as z from "zod";
import { inquiryEndpoints } from "#common/endpoints/inquiries.ts";
import {
  contactInquirySchema,
  homeContactSchema,
  inquiryHandledSchema,
  inquiryListQuerySchema,
  inquirySchema,
} from "#common/inquiry.ts";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { route } from "../../lib/endpoint-route.ts";
import { notFound } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/service.ts";
import { requireAdmin } from "../auth/session.ts";
import { acceptFormBodies, createContactFormPages, isFormPost } from "./form-post.ts";
import { inquiriesCsv, listInquiries, setHandled } from "./inbox.ts";
import { createInquiryNotifier } from "./notify.ts";
import { createInquiry } from "./service.ts";

/**
 * Per client: enough for a person correcting a typo, too few for a spam run. Counted once
 * the body is read (still before it is checked), so a form post's 429 can keep its values.
 */
export const inquiryRateLimit = { max: 10, timeWindow: "1 minute", hook: "preValidation" as const };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const created = { 201: inquirySchema };

export async function inquiryRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const { db } = opts;
  const notifier = createInquiryNotifier({ mailer: app.mailer, jobs: app.jobs, db, log: app.log });
  // The forms post here without JavaScript too (form-post.ts): same checks, same limit.
  acceptFormBodies(app);
  const formPages = createContactFormPages(opts.config);

  /** Stores the lead, answers at once, and e-mails the admins in the background. */
  const store = async (input: Parameters<typeof createInquiry>[1]) => {
    const inquiry = await createInquiry(db, input);
    void notifier?.notify(inquiry);
    return inquiry;
  };

  // Home page section: hiring needs optional.
  route(
    app,
    inquiryEndpoints.sendHome,
    {
      schema: {
        summary: "Send the home page's contact form",
        body: homeContactSchema,
        response: created,
      },
      config: { rateLimit: inquiryRateLimit },
      errorHandler: formPages.errorHandler("home"),
    },
    async (request, reply) => {
      const inquiry = await store(request.body);
      if (isFormPost(request)) return formPages.sent(reply, "home");
      return reply.status(201).send(inquiry);
    },
  );

  // Contact page: all six fields required.
  route(
    app,
    inquiryEndpoints.sendPage,
    {
      schema: {
        summary: "Send the contact page's form",
        body: contactInquirySchema,
        response: created,
      },
      config: { rateLimit: inquiryRateLimit },
      errorHandler: formPages.errorHandler("page"),
    },
    async (request, reply) => {
      const inquiry = await store(request.body);
      if (isFormPost(request)) return formPages.sent(reply, "page");
      return reply.status(201).send(inquiry);
    },
  );

  // The leads inbox (admins only): newest first, optionally filtered.
  route(
    app,
    inquiryEndpoints.list,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "List contact inquiries, newest first",
        querystring: inquiryListQuerySchema,
        response: { 200: z.array(inquirySchema) },
      },
    },
    async (request) => listInquiries(db, request.query),
  );

  route(
    app,
    inquiryEndpoints.exportCsv,
    {
      onRequest: requireAdmin,
      // Sent as text, never serialised: the schema documents the body's type.
      schema: {
        summary: "Download the contact inquiries as CSV",
        querystring: inquiryListQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const rows = await listInquiries(db, request.query, null);
      await recordAudit(db, request, {
        action: "contacts.export",
        targetType: "inquiry",
        details: { rows: rows.length, ...request.query },
      });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="inquiries-${day}.csv"`)
        .send(inquiriesCsv(rows));
    },
  );

  route(
    app,
    inquiryEndpoints.setHandled,
    {
      onRequest: requireAdmin,
      schema: {
        summary: "Mark an inquiry handled or not",
        body: inquiryHandledSchema,
        response: { 200: inquirySchema },
      },
    },
    async (request) => {
      if (!uuid.test(request.params.id)) throw notFound("Inquiry not found");
      return setHandled(db, request.params.id, request.body.handled);
    },
  );
}
