/**
 * The page a sign-in link opens (`/talent/access/{token}`), answered by the server itself:
 * a "Sign in" button in a form that posts the token, so it works without JavaScript and a
 * mail scanner's GET spends nothing. An unknown, used or expired link answers 404 with a
 * way to ask for a new one. The token is in the URL, so the page sends no Referer to other
 * sites ("same-origin"; "no-referrer" would also blank the form post's Origin header, which
 * the site's origin check refuses).
 */
import type { FastifyReply } from "fastify";
import { talentMessages } from "#common/talent.ts";
import { site } from "../../../app/config/site.ts";
import type { Config } from "../../config.ts";
import { escapeHtml } from "../../lib/form-page.ts";
import { contentSecurityPolicy } from "../../plugins/security.ts";

const shell = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)} | ${escapeHtml(site.brandName)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

function send(reply: FastifyReply, config: Config, status: number, html: string) {
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .header("content-security-policy", contentSecurityPolicy(config))
    .send(html);
}

export function signInPage(reply: FastifyReply, config: Config, token: string) {
  const action = `/talent/access/${encodeURIComponent(token)}`;
  return send(
    reply,
    config,
    200,
    shell(
      "Sign in to your profile",
      `<p>Sign in to keep your availability, rate and skills current.</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Sign in</button></form>`,
    ),
  );
}

export function invalidLinkPage(reply: FastifyReply, config: Config, status: 400 | 404) {
  return send(
    reply,
    config,
    status,
    shell(
      "This link no longer works",
      `<p role="alert">${escapeHtml(talentMessages.linkInvalid)}</p><p><a href="/talent/sign-in">Ask for a new sign-in link</a></p>`,
    ),
  );
}
