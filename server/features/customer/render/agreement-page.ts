/**
 * The agreement step as a page: `POST /shared/{token}/agreement` is
 * what the step's form posts, with or without JavaScript. Accepted: the viewer cookie is set
 * and the browser is sent back (303) to the page it came from. Refused: the step again with
 * the server's words and what was typed (400 or 403); a link that wants a verified address
 * first sends the browser back to the page, which shows the verification step.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod";
import { acceptAgreementSchema } from "#common/agreement.ts";
import type { CustomerPageData } from "../../../../app/features/customer/page/data.ts";
import { HttpError } from "../../../lib/http-error.ts";
import { acceptAgreement } from "../agreement.ts";
import { agreementRateLimit } from "../agreement-routes.ts";
import type { CustomerDeps } from "../guard.ts";
import { openLink } from "../service.ts";
import { ViewerRequiredError, viewerOf } from "../viewer.ts";

const FORM_BODY = "application/x-www-form-urlencoded";
const params = z.object({ token: z.string() });
const formBody = z.record(z.string(), z.string()).catch({});

/** Only a page of this link: never somewhere else (no open redirect). */
export function backTo(token: string, next: string | undefined): string {
  const listing = `/shared/${encodeURIComponent(token)}`;
  if (!next) return listing;
  const safe = next === listing || next.startsWith(`${listing}/`) || next.startsWith(`${listing}?`);
  return safe && !next.includes("//") && !next.includes("\\") ? next : listing;
}

type SendView = (
  request: FastifyRequest,
  reply: FastifyReply,
  data: CustomerPageData,
  status: number,
) => Promise<unknown>;

export async function agreementPageRoute(
  app: FastifyInstance,
  deps: CustomerDeps,
  sendView: SendView,
) {
  // The step's form is sent by the browser itself: a form body, for this scope only.
  app.addContentTypeParser(FORM_BODY, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  // A page's form post answered with a page, not an API endpoint: outside the endpoint table.
  app.post(
    "/shared/:token/agreement",
    { schema: { hide: true }, config: { rateLimit: agreementRateLimit, session: false } },
    async (request, reply) => {
      const { token } = params.parse(request.params);
      const body = formBody.parse(request.body);
      const next = backTo(token, body.next);
      const now = new Date();
      let link: Awaited<ReturnType<typeof openLink>>;
      try {
        link = await openLink(deps.db, token, now);
      } catch {
        return sendView(request, reply, { view: "denied" }, 404);
      }
      const values = { name: body.name ?? "", email: body.email ?? "" };
      const again = async (status: number, errors: Record<string, string>, message?: string) => {
        const viewer = link.requireEmail ? await viewerOf(deps.db, request, link, now) : null;
        return sendView(
          request,
          reply,
          {
            view: "agreement",
            token,
            agreementText: link.agreementText,
            viewerEmail: viewer?.email ?? null,
            next,
            values,
            errors,
            message: message ?? null,
          },
          status,
        );
      };
      const parsed = acceptAgreementSchema.safeParse({
        ...values,
        accept: body.accept === "true" || body.accept === "on",
      });
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return again(400, errors);
      }
      try {
        await acceptAgreement(deps, request, reply, link, parsed.data, now);
      } catch (error) {
        // Not verified yet, or no gate at all any more: the page shows what is due.
        if (error instanceof ViewerRequiredError) return reply.redirect(next, 303);
        if (error instanceof HttpError && error.statusCode === 400 && !error.errors) {
          return reply.redirect(next, 303);
        }
        if (error instanceof HttpError && (error.statusCode === 400 || error.statusCode === 403)) {
          return again(
            error.statusCode,
            error.errors ?? {},
            error.errors ? undefined : error.message,
          );
        }
        throw error;
      }
      return reply.redirect(next, 303);
    },
  );
}
