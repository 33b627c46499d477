import { describe, expect, it } from "vitest";
import { compileTemplate, fillFields, renderMessage } from "./render.ts";

const values = {
  firstName: "<script>alert(1)</script>",
  lastName: "O'Brien & Sons",
  company: "{{email}}",
  email: "a+b@example.com",
};

describe("campaign rendering", () => {
  it("renders Markdown and removes markup a sanitizer would not allow", async () => {
    const { html } = fillFields(
      await compileTemplate(
        "Hi",
        "# Title\n\n**bold** <script>x()</script> <img src=x onerror=y()>",
      ),
      values,
    );
    expect(html).toContain("<h1>Title</h1>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).not.toMatch(/<script|onerror/);
  });

  it("escapes merge fields in HTML, and expands them once", async () => {
    const { html, text, subject } = fillFields(
      await compileTemplate(
        "For {{ firstName }}\n",
        "Dear {{firstName}} {{lastName}} of {{company}}",
      ),
      values,
    );
    // (The sanitizer writes text back with the entities it needs: an apostrophe needs none.)
    expect(html).toContain("Dear &lt;script&gt;alert(1)&lt;/script&gt; O'Brien &amp; Sons");
    expect(html).toContain("of {{email}}");
    expect(html).not.toContain("<script>");
    // The plain-text part is text: values as typed, no entities.
    expect(text).toBe("Dear <script>alert(1)</script> O'Brien & Sons of {{email}}");
    expect(subject).toBe("For <script>alert(1)</script> ");
  });

  it("percent-encodes a merge field inside a link", async () => {
    const { html } = fillFields(
      await compileTemplate("s", "[Book](https://example.com/book?e={{email}})"),
      values,
    );
    expect(html).toContain('href="https://example.com/book?e=a%2Bb%40example.com"');
  });

  it("a merge field cannot place a javascript: URL, in a Markdown link or raw HTML", async () => {
    const evil = { ...values, firstName: "javascript:alert(1)", lastName: "JaVaScRiPt:alert(2)" };
    for (const body of [
      "[Click]({{firstName}})",
      "[Click](<{{firstName}}>)",
      "[Click][r]\n\n[r]: {{firstName}}",
      '<a href="{{firstName}}">Click</a>',
      "<a href='{{ lastName }}'>Click</a>",
      '<a href="{{lastName}}" title="{{firstName}}">Click</a>',
      '<img src="{{firstName}}" alt="x">',
    ]) {
      const { html } = fillFields(await compileTemplate("s", body), evil);
      expect(html, body).not.toMatch(/(href|src)\s*=\s*["']?\s*javascript:/i);
      const sent = renderMessage(await compileTemplate("s", body), evil, "https://x.example/u/t");
      expect(sent.html, body).not.toMatch(/(href|src)\s*=\s*["']?\s*javascript:/i);
    }
    // A value that is a safe link still works where the template placed it whole.
    const { html } = fillFields(await compileTemplate("s", '<a href="{{company}}">Site</a>'), {
      ...values,
      company: "https://example.com/a?b=1&c=2",
    });
    expect(html).toContain('<a href="https://example.com/a?b=1&amp;c=2">Site</a>');
  });

  it("adds the unsubscribe link to both parts", async () => {
    const message = renderMessage(
      await compileTemplate("s", "Hello"),
      values,
      "https://site.example/unsubscribe/t.k",
    );
    expect(message.html).toContain(
      '<a href="https://site.example/unsubscribe/t.k">Unsubscribe</a>',
    );
    expect(message.text).toContain("Unsubscribe: https://site.example/unsubscribe/t.k");
  });
});
