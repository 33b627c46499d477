/**
 * The no-JavaScript form pages write a failed post's values back into the form. A value is
 * text, never a pattern: `$\``, `$&` and `$'` mean something to String.prototype.replace
 * when the replacement is a string, and expanded they would copy the page's markup around
 * the value into the attribute, letting a value close its attribute and tag.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLY_FORM_ID, applicationMessages } from "#common/application.ts";
import { createTestApp, type TestContext } from "../../tests/support/test-app.ts";
import { escapeHtml, fillFields } from "./form-page.ts";

/** Each of replace's special patterns, and an attempt to leave the attribute. */
const HOSTILE = `a$\`b$&c$'d"><script>alert(1)</script>`;
const ESCAPED = escapeHtml(HOSTILE);

const form =
  '<form method="post" action="/x">' +
  '<input id="a" type="text" required="" name="firstName" value=""/>' +
  '<input id="b" type="email" name="email"/>' +
  '<select id="c" name="hiringNeeds"><option value="" selected="">Pick</option><option value="a$`b$&amp;c$&#x27;d">Odd</option></select>' +
  '<textarea id="d" name="message" rows="4"></textarea>' +
  '<button type="submit">Send</button></form>';

/** The markup holds the value once, escaped, in the named field's attribute or body. */
function expectKeptLiterally(html: string) {
  expect(html).toContain(`name="firstName" value="${ESCAPED}"/>`);
  expect(html).toContain(`name="email" value="${ESCAPED}"/>`);
  expect(html).toContain(`rows="4">${ESCAPED}</textarea>`);
  expect(html).not.toContain("<script>");
  // Nothing of the markup around a field was copied into it.
  expect(html.match(/<input\b/g)).toHaveLength(2);
  expect(html.match(/<form\b/g)).toHaveLength(1);
}

describe("fillFields", () => {
  it("writes a value with replace's special patterns in literally, escaped", () => {
    const html = fillFields(form, { firstName: HOSTILE, email: HOSTILE, message: HOSTILE }, [
      "firstName",
      "email",
      "message",
    ]);
    expectKeptLiterally(html);
  });

  it("chooses an option whose value holds those patterns, copying nothing", () => {
    const html = fillFields(form, { hiringNeeds: "a$`b$&c$'d" }, ["hiringNeeds"]);
    expect(html).toContain(
      '<option value="">Pick</option><option value="a$`b$&amp;c$&#x27;d" selected="">Odd</option></select>',
    );
    expect(html.match(/<option\b/g)).toHaveLength(2);
  });
});

/** A client build with just the three pages that hold a form posted without JavaScript. */
function writeFormPages(dir: string) {
  const contactIsland = (island: string) =>
    `<!doctype html><html lang="en"><head><title>t</title></head><body><main>` +
    `<div class="contents" data-island="${island}" data-props="{}">${form}</div></main></body></html>`;
  const apply =
    `<!doctype html><html lang="en"><head><title>Apply</title></head><body><main>` +
    `<form id="${APPLY_FORM_ID}" method="post" action="/api/applications" enctype="multipart/form-data">` +
    '<input id="f" type="text" name="fullName" value=""/>' +
    '<input id="t" type="text" name="title" value=""/>' +
    '<textarea id="s" name="summary"></textarea>' +
    '<button type="submit">Send application</button></form></main></body></html>';
  for (const [page, html] of [
    ["", contactIsland("home-contact-form")],
    ["contact", contactIsland("contact-page-form")],
    ["apply", apply],
  ] as const) {
    fs.mkdirSync(path.join(dir, page), { recursive: true });
    fs.writeFileSync(path.join(dir, page, "index.html"), html);
  }
}

let tmp: string;
let ctx: TestContext;
let client = 0;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vt-form-pages-"));
  writeFormPages(path.join(tmp, "client"));
  ctx = await createTestApp({}, { clientDir: path.join(tmp, "client") });
});

afterAll(async () => {
  await ctx.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("a failed form post keeps a hostile value literally", () => {
  for (const url of ["/api/contact", "/api/contacts"]) {
    it(`POST ${url}`, async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        // An invalid e-mail address: the page answers 400 with what was sent.
        payload: new URLSearchParams({
          firstName: HOSTILE,
          lastName: "Lovelace",
          email: HOSTILE,
          company: "Analytical",
          message: HOSTILE,
        }).toString(),
        remoteAddress: `10.77.0.${++client}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expectKeptLiterally(res.body);
    });
  }

  it("POST /api/applications", async () => {
    const form = new FormData();
    for (const name of ["fullName", "title", "summary"]) form.append(name, HOSTILE);
    form.append("email", "not an address");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/applications",
      headers: { "content-type": request.headers.get("content-type")!, accept: "text/html" },
      payload: Buffer.from(await request.arrayBuffer()),
      remoteAddress: `10.77.0.${++client}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(applicationMessages.failure.title);
    expect(res.body).toContain(`name="fullName" value="${ESCAPED}"/>`);
    expect(res.body).toContain(`name="title" value="${ESCAPED}"/>`);
    expect(res.body).toContain(`name="summary">${ESCAPED}</textarea>`);
    expect(res.body).not.toContain("<script>");
    expect(res.body.match(/<input\b/g)).toHaveLength(2);
  });
});
