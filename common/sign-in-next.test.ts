import { describe, expect, it } from "vitest";
import { sameSitePath, signInPathFor } from "./sign-in-next.ts";

describe("sameSitePath", () => {
  it.each([
    ["/admin/job-orders/5", "/admin/job-orders/5"],
    ["/developers?skills=Go#top", "/developers?skills=Go#top"],
    ["/", "/"],
  ])("keeps the path %s", (value, kept) => expect(sameSitePath(value)).toBe(kept));

  it.each([
    null,
    "",
    "admin",
    "//evil.example",
    "//evil.example/admin",
    "/\\evil.example",
    "https://evil.example/admin",
    "javascript:alert(1)",
    "/\t/evil.example",
    "/\n/evil.example",
  ])("refuses %j", (value) => expect(sameSitePath(value)).toBeNull());
});

describe("signInPathFor", () => {
  it("keeps the requested path in next", () => {
    expect(signInPathFor("/admin/job-orders/5?tab=pipeline")).toBe(
      "/auth?next=/admin/job-orders/5%3Ftab%3Dpipeline",
    );
  });
  it("sends to plain /auth for the home page, /auth itself, or another site", () => {
    expect(signInPathFor("/")).toBe("/auth");
    expect(signInPathFor("/auth")).toBe("/auth");
    expect(signInPathFor("//evil.example")).toBe("/auth");
  });
});
