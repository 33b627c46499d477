/**
 * The page a sign-in link opens (`/talent/access/{token}`), answered by the server itself:
 * a "Sign in" button in a form that posts the token, so it works without JavaScript and a
 * mail scanner's GET spends nothing. An unknown, used or expired link answers 404 with a
 * way to ask for a new one. The token is in the URL, so the page sends no Referer to other
 * sites ("same-origin"; "no-referrer" would also blank the form post's Origin header, which
 * the site's origin check refuses).
 *
 * It is a developer's first screen from an e-mail, often on a phone: a bare page there looks
 * like phishing. So it wears the site's own header, footer, fonts and colours: the card goes
 * into the prerendered 404 page's frame (static but for its header island), whose CSP already
 * allows that page's scripts. Without a client build (API tests) a plain page says the same.
 */
import type { FastifyReply } from "fastify";
import { site } from "#common/site.ts";
import { talentMessages } from "#common/talent.ts";
import { buttonVariants } from "../../../app/components/plain/classes.ts";
import type { Config } from "../../config.ts";
import { escapeHtml } from "../../lib/form-page.ts";
import { readPrerenderedPage } from "../../plugins/client-build.ts";
import { contentSecurityPolicy } from "../../plugins/security.ts";

/** The page the card is framed in: any prerendered page would do; this one is static. */
const FRAME_PATH = "/404";

const card = (title: string, body: string) =>
  `<div class="flex min-h-[60vh] w-full items-center justify-center bg-muted px-4 py-16"><div class="w-full max-w-md space-y-4 rounded-lg border bg-card p-6 shadow-sm"><h1 class="text-2xl font-bold">${escapeHtml(title)}</h1>${body}</div></div>`;

const plainShell = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)} | ${escapeHtml(site.brandName)}</title></head><body><main>${card(title, body)}</main></body></html>`;

/** The card in the site's frame, with its CSP; the plain page without a client build. */
function page(config: Config, title: string, body: string): { html: string; csp: string } {
  const frame = readPrerenderedPage(config, FRAME_PATH);
  if (!frame) return { html: plainShell(title, body), csp: contentSecurityPolicy(config) };
  const html = frame.html
    .replace(
      /<title>[\s\S]*?<\/title>/,
      () => `<title>${escapeHtml(title)} | ${escapeHtml(site.brandName)}</title>`,
    )
    .replace(/<link rel="canonical"[^>]*>/, "")
    .replace("<head>", () => '<head><meta name="referrer" content="same-origin">')
    .replace(
      /(<main\b[^>]*>)[\s\S]*<\/main>/,
      (_all, open: string) => `${open}${card(title, body)}</main>`,
    );
  return { html, csp: frame.csp };
}

function send(reply: FastifyReply, config: Config, status: number, title: string, body: string) {
  const { html, csp } = page(config, title, body);
  return reply
    .status(status)
    .header("content-type", "text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex")
    .header("content-security-policy", csp)
    .send(html);
}

const primary = buttonVariants({ className: "w-full" });
const muted = "text-muted-foreground";

export function signInPage(reply: FastifyReply, config: Config, token: string) {
  const action = `/talent/access/${encodeURIComponent(token)}`;
  return send(
    reply,
    config,
    200,
    "Sign in to your profile",
    `<p class="${muted}">Sign in to keep your availability, rate and skills current with ${escapeHtml(site.brandName)}.</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit" class="${primary}">Sign in</button></form><p class="text-sm ${muted}">This link works once, for 30 minutes. Did not ask for it? Close this page: nothing changes without it.</p>`,
  );
}

export function invalidLinkPage(reply: FastifyReply, config: Config, status: 400 | 404) {
  return send(
    reply,
    config,
    status,
    "This link no longer works",
    `<p role="alert">${escapeHtml(talentMessages.linkInvalid)}</p><p><a class="${buttonVariants({ variant: "outline", className: "w-full" })}" href="/talent/sign-in">Ask for a new sign-in link</a></p>`,
  );
}
