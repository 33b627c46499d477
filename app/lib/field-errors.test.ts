import { describe, expect, it } from "vitest";
import { ApiError } from "./api.ts";
import { applyFieldErrors } from "./field-errors.ts";

const badRequest = (errors: Record<string, string>) =>
  new ApiError(400, JSON.stringify({ message: Object.values(errors)[0], errors }));

describe("applyFieldErrors", () => {
  it("puts each message under the form's field, a dotted name under its first segment", () => {
    const set: Array<[string, string]> = [];
    const shown = applyFieldErrors(
      badRequest({ email: "Taken", "skills.2": "Too long", unknown: "Ignored" }),
      (name, error) => set.push([name as string, error.message ?? ""]),
      ["email", "skills"],
    );
    expect(shown).toBe(true);
    expect(set).toEqual([
      ["email", "Taken"],
      ["skills", "Too long"],
    ]);
  });

  it("answers false when no message belongs to a field (the caller shows the message)", () => {
    const set: string[] = [];
    const push = (name: string) => set.push(name);
    expect(applyFieldErrors(badRequest({ other: "x" }), push, ["email"])).toBe(false);
    expect(applyFieldErrors(new ApiError(500, "oops"), push, ["email"])).toBe(false);
    expect(applyFieldErrors(new Error("network"), push, ["email"])).toBe(false);
    expect(set).toEqual([]);
  });
});
