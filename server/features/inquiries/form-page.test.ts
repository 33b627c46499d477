import { describe, expect, it } from "vitest";
import { FORM_OUTCOME_ID } from "#common/inquiry-form-outcome.ts";
import { withFormOutcome } from "./form-page.ts";

/** The shape React prerenders for a contact-form island (build/client/index.html). */
const page =
  '<main><p>intro</p><div class="contents" data-island="home-contact-form" data-props="{}" data-id-prefix="_R_1_-">' +
  '<form method="post" action="/api/contact#contact" noValidate="">' +
  '<input id="a" type="text" required="" name="firstName" value=""/>' +
  '<input id="b" type="email" required="" class="x aria-[invalid=true]:border-destructive" name="email"/>' +
  '<select id="c" name="hiringNeeds"><option value="" selected="">Pick</option><option value="backend">Backend</option></select>' +
  '<textarea id="d" name="message" rows="4"></textarea>' +
  '<button type="submit">Send Message</button></form></div><footer></footer></main>';

const failure = { kind: "failure" as const, title: "Error", description: "Try again." };

describe("withFormOutcome", () => {
  it("puts the notice just before the island, outside it", () => {
    const html = withFormOutcome(page, "home-contact-form", {
      kind: "success",
      title: "Message Sent!",
      description: "Thanks.",
    });
    expect(html).toContain(
      `<p>intro</p><div id="${FORM_OUTCOME_ID}" role="status" tabindex="-1" class=`,
    );
    expect(html).toMatch(/Message Sent!<\/p><p>Thanks.<\/p><\/div><div class="contents"/);
    // A success leaves the form empty.
    expect(html).toContain('name="firstName" value=""/>');
    expect(html).toContain('data-props="{}"');
  });

  it("keeps the sent values in the fields and in the island's props", () => {
    const values = {
      firstName: 'Ada "<b>"',
      email: "ada@example.com",
      hiringNeeds: "backend",
      message: "Line one\n</textarea><script>alert(1)</script>",
    };
    const html = withFormOutcome(page, "home-contact-form", failure, values);
    expect(html).toContain('role="alert"');
    expect(html).toContain('name="firstName" value="Ada &quot;&lt;b&gt;&quot;"/>');
    expect(html).toContain('name="email" value="ada@example.com"/>');
    expect(html).toContain('<option value="">Pick</option><option value="backend" selected="">');
    expect(html).toContain(
      '<textarea id="d" name="message" rows="4">Line one\n&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>',
    );
    expect(html).not.toContain("<script>");
    const props = html.match(/data-props="([^"]*)"/)?.[1] ?? "";
    const decoded = props
      .replaceAll("&quot;", '"')
      .replaceAll("&lt;", "<")
      .replaceAll("&gt;", ">")
      .replaceAll("&#x27;", "'")
      .replaceAll("&amp;", "&");
    expect(JSON.parse(decoded)).toEqual({
      initial: values,
    });
  });

  it("leaves the placeholder chosen for a hiring need the list does not have", () => {
    const html = withFormOutcome(page, "home-contact-form", failure, { hiringNeeds: "nope" });
    expect(html).toContain('<option value="" selected="">Pick</option>');
  });

  it("fails loudly for a page without the form", () => {
    expect(() => withFormOutcome(page, "contact-page-form", failure)).toThrow(
      /no contact-page-form/,
    );
  });
});
