import { describe, expect, it } from "vitest";
import { needsVerification } from "~/features/customer/workspace-api";
import { ApiError } from "~/lib/api";
import { formatSeconds } from "./link-summary.tsx";
import { parseDomains } from "./link-workspace-fields.tsx";

describe("workspace helpers", () => {
  it("reads the allow-list as typed: commas, spaces, '@' and case", () => {
    expect(parseDomains(" Acme.com, @acme.co.uk;example.org  ")).toEqual([
      "acme.com",
      "acme.co.uk",
      "example.org",
    ]);
    expect(parseDomains(" , ")).toEqual([]);
  });

  it("shows time on a profile in seconds, then minutes", () => {
    expect(formatSeconds(0)).toBe("0 s");
    expect(formatSeconds(45)).toBe("45 s");
    expect(formatSeconds(120)).toBe("2 min");
    expect(formatSeconds(185)).toBe("3 min 5 s");
  });

  it("asks for verification only on the 401 that says requireEmail", () => {
    const body = JSON.stringify({ message: "Verify", requireEmail: true });
    expect(needsVerification(new ApiError(401, body))).toBe(true);
    expect(needsVerification(new ApiError(404, body))).toBe(false);
    expect(needsVerification(new ApiError(401, '{"message":"x"}'))).toBe(false);
    expect(needsVerification(new ApiError(401, "not json"))).toBe(false);
    expect(needsVerification(new Error("401"))).toBe(false);
  });
});
