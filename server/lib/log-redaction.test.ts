/** Request logs without share tokens or signatures, query errors without values. */
import { describe, expect, it } from "vitest";
import { candidateInputSchema } from "#common/candidate.ts";
import { logSerializers, redactUrl, serializeError } from "./log-redaction.ts";

describe("redactUrl", () => {
  it("hides share tokens in paths and signatures or codes in queries", () => {
    expect(redactUrl("/api/shared/developers/abc123/dev-1")).toBe(
      "/api/shared/developers/[redacted]/dev-1",
    );
    expect(redactUrl("/api/shared/files/tok/files/x")).toBe("/api/shared/files/[redacted]/files/x");
    expect(redactUrl("/api/shared/tok/verdicts")).toBe("/api/shared/[redacted]/verdicts");
    expect(redactUrl("/shared/tok?x=1")).toBe("/shared/[redacted]?x=1");
    expect(redactUrl("/api/objects/uploads/id?expires=1&signature=s3cr3t")).toBe(
      "/api/objects/uploads/id?expires=1&signature=[redacted]",
    );
    expect(redactUrl("/api/auth/oidc/callback?code=abc&state=def")).toBe(
      "/api/auth/oidc/callback?code=[redacted]&state=[redacted]",
    );
    expect(redactUrl("/api/candidates?search=go")).toBe("/api/candidates?search=go");
  });

  it("hides the token of an unsubscribe page as well as of its API", () => {
    expect(redactUrl("/api/unsubscribe/tok123")).toBe("/api/unsubscribe/[redacted]");
    expect(redactUrl("/unsubscribe/tok123")).toBe("/unsubscribe/[redacted]");
    expect(redactUrl("/unsubscribe/tok123?done=1")).toBe("/unsubscribe/[redacted]?done=1");
    expect(redactUrl("/unsubscribe/tok123/")).toBe("/unsubscribe/[redacted]/");
    expect(redactUrl("/unsubscribe")).toBe("/unsubscribe");
  });
});

describe("the request line", () => {
  it("logs a client's X-Request-ID apart from the server's id, and only a plausible one", () => {
    const request = (headers: Record<string, string>) =>
      ({
        method: "GET",
        url: "/unsubscribe/tok",
        host: "localhost",
        ip: "10.0.0.1",
        headers,
        socket: { remotePort: 1 },
      }) as unknown as Parameters<typeof logSerializers.req>[0];
    expect(logSerializers.req(request({ "x-request-id": "lb-42" }))).toMatchObject({
      url: "/unsubscribe/[redacted]",
      clientRequestId: "lb-42",
    });
    expect(
      logSerializers.req(request({ "x-request-id": "no spaces\nor lines" })).clientRequestId,
    ).toBeUndefined();
  });
});

describe("serializeError", () => {
  it("keeps the SQL text but drops the parameters of a failed query", () => {
    const cause = Object.assign(new Error("duplicate key"), {
      code: "23505",
      detail: "Key (sid)=(deadbeef) already exists.",
    });
    const error = Object.assign(
      new Error('Failed query: insert into "sessions" values ($1)\\nparams: deadbeef,secret'),
      { query: 'insert into "sessions" values ($1)', params: ["deadbeef", "secret"], cause },
    );
    error.message = 'Failed query: insert into "sessions" values ($1)\nparams: deadbeef,secret';
    error.stack = `Error: ${error.message}\n    at somewhere (file.ts:1:1)`;
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain("deadbeef");
    expect(logged).not.toContain("secret");
    expect(logged).toContain('insert into \\"sessions\\" values ($1)');
    expect(logged).toContain("23505");
  });
});

describe("candidate URLs", () => {
  it("accept only http: and https:", () => {
    const url = candidateInputSchema.shape.githubUrl;
    for (const bad of ["javascript:alert(1)", "data:text/html,x", "ftp://example.com"]) {
      expect(url.safeParse(bad).success, bad).toBe(false);
    }
    expect(url.safeParse("https://github.com/a").success).toBe(true);
    expect(url.safeParse("").success).toBe(true);
  });
});
