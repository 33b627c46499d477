/**
 * The customer's views of a link as server-rendered pages (docs/decisions/072-…):
 * `GET /shared/{token}` and `/shared/{token}/{developerId}` answer with the listing or the
 * profile already in the HTML and their data inlined, read exactly as the API reads them
 * (reads.ts: one page load counts one view) and checked against the API's own response
 * schemas, so the page holds no field the API would not send. The page hydrates as an
 * island (app/features/customer/page/) without React Router's data router.
 *
 * The app's page (the SPA fallback) answers instead when the server cannot render: HEAD
 * (nothing is counted), the compare view, a link that asks this browser to verify an
 * e-mail first (the verification step is the app's), no client build, or no renderer
 * (under `npm run dev` the server runs from source and cannot load the views' TSX).
 */
import zlib from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod";
import { sharedInterviewRequestSchema } from "#common/interview-request.ts";
import { sharedListingSchema, sharedProfileSchema } from "#common/link.ts";
import type { CustomerPageData } from "../../../../app/features/customer/page/data.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { listSharedInterviewRequests } from "../../interview-requests/service.ts";
import { AgreementRequiredError } from "../agreement.ts";
import { type CustomerDeps, privateResponse, sharedRateLimit } from "../guard.ts";
import type { WorkspaceMail } from "../notify.ts";
import { readListing, readProfile } from "../reads.ts";
import { ViewerRequiredError } from "../viewer.ts";
import { agreementPageRoute } from "./agreement-page.ts";
import { type PageTemplate, readPageTemplate } from "./page-template.ts";

type RenderMain = (data: CustomerPageData, url: string) => string;

/** The views' renderer, bundled into the server build; null where it cannot load. */
async function loadRenderer(app: FastifyInstance): Promise<RenderMain | null> {
  try {
    const module = await import("../../../../app/features/customer/page/server.tsx");
    return module.renderCustomerMain;
  } catch (error) {
    app.log.warn({ err: error }, "customer pages: no server renderer; the app renders them");
    return null;
  }
}

const TITLES: Record<CustomerPageData["view"], string> = {
  listing: "Developers for You",
  agreement: "Developers for You",
  denied: "Developers for You",
  profile: "Developer Profile",
  "profile-missing": "Developer Profile",
};

const listingParams = z.object({ token: z.string() });
const profileParams = z.object({ token: z.string(), developerId: z.string() });

const sharedInterviewRequests = z.array(sharedInterviewRequestSchema);

const isSharedNotFound = (error: unknown) => error instanceof HttpError && error.statusCode === 404;

async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  template: PageTemplate,
  title: string,
  main: string,
) {
  const html = `${template.head(title)}${main}${template.tail}`;
  privateResponse(reply);
  reply
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", template.csp)
    .header("vary", "accept-encoding");
  const accepted = String(request.headers["accept-encoding"] ?? "");
  // Made per request: a quick level (the page is a few tens of KB), off the main thread.
  if (/\bbr\b/.test(accepted)) {
    const body = await new Promise<Buffer>((resolve, reject) =>
      zlib.brotliCompress(
        html,
        { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
        (error, out) => (error ? reject(error) : resolve(out)),
      ),
    );
    return reply.header("content-encoding", "br").send(body);
  }
  if (/\bgzip\b/.test(accepted)) {
    const body = await new Promise<Buffer>((resolve, reject) =>
      zlib.gzip(html, { level: 6 }, (error, out) => (error ? reject(error) : resolve(out))),
    );
    return reply.header("content-encoding", "gzip").send(body);
  }
  return reply.send(html);
}

export async function customerPageRoutes(app: FastifyInstance, opts: CustomerDeps) {
  const page = readPageTemplate(opts.config);
  if (!page) return; // No client build: the app's fallback answers these paths.
  // The page's inline scripts (early taps among them) are allowed by their hashes already.
  const template = page;
  const renderer = loadRenderer(app);
  const mail: WorkspaceMail = { db: opts.db, jobs: app.jobs, log: app.log };
  // Customers have no session: none is looked up for these pages (`session: false`).
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sendAppPage = (request: FastifyRequest, reply: FastifyReply) =>
    app.sendAppPage(request, reply);
  /** Painted with the view ("Interview requested"), so it is there before any script runs. */
  const interviewRequestsOf = async (linkId: string) =>
    sharedInterviewRequests.parse(await listSharedInterviewRequests(opts.db, linkId));

  /** Reads, then renders; anything it cannot render goes to the app's page. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    read: () => Promise<CustomerPageData>,
  ) => {
    const render = await renderer;
    if (!render || request.method !== "GET") return sendAppPage(request, reply);
    let data: CustomerPageData;
    try {
      data = await read();
    } catch (error) {
      // The verification step is the app's; the cookie the API reads may still be there.
      if (error instanceof ViewerRequiredError) return sendAppPage(request, reply);
      // The agreement step is a plain form: the server shows it, and nothing else.
      if (error instanceof AgreementRequiredError) {
        data = {
          view: "agreement",
          token: (request.params as { token: string }).token,
          agreementText: error.agreementText,
          viewerEmail: error.viewerEmail,
          next: request.url.split("#")[0]!,
        };
      } else throw error;
    }
    return sendView(request, reply, data, 200);
  };

  /** Renders a view's page with a status; without a renderer, the app's page. */
  const sendView = async (
    request: FastifyRequest,
    reply: FastifyReply,
    data: CustomerPageData,
    status: number,
  ) => {
    const render = await renderer;
    if (!render) return sendAppPage(request, reply);
    const url = `http://localhost${request.url}`;
    reply.status(status);
    return sendHtml(request, reply, template, TITLES[data.view], render(data, url));
  };
  await agreementPageRoute(app, opts, sendView);

  // HTML pages, not API endpoints: outside the endpoint table (common/endpoints/).
  r.get(
    "/shared/:token",
    {
      schema: { params: listingParams, hide: true },
      config: { rateLimit: sharedRateLimit, session: false },
    },
    (request, reply) =>
      answer(request, reply, async () => {
        const { token } = request.params;
        try {
          const { linkId, ...listing } = await readListing(opts, mail, request, reply, token);
          return {
            view: "listing",
            token,
            listing: sharedListingSchema.parse(listing),
            interviewRequests: await interviewRequestsOf(linkId),
          };
        } catch (error) {
          if (isSharedNotFound(error)) return { view: "denied" };
          throw error;
        }
      }),
  );

  r.get(
    "/shared/:token/:developerId",
    {
      schema: { params: profileParams, hide: true },
      config: { rateLimit: sharedRateLimit, session: false },
    },
    (request, reply) => {
      const { token, developerId } = request.params;
      // The compare view reads the whole listing: the app's page, as before.
      if (developerId === "compare") return sendAppPage(request, reply);
      return answer(request, reply, async () => {
        try {
          const { viewerEmail, linkId, ...profile } = await readProfile(
            opts,
            request,
            reply,
            token,
            developerId,
          );
          return {
            view: "profile",
            token,
            profile: sharedProfileSchema.parse(profile),
            viewerEmail,
            interviewRequests: await interviewRequestsOf(linkId),
          };
        } catch (error) {
          // The API's one 404 for an unusable link or a developer outside it: the app
          // showed 'Developer Not Found' for both.
          if (isSharedNotFound(error)) return { view: "profile-missing", token };
          throw error;
        }
      });
    },
  );
}
