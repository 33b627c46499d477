import { describe, expect, it } from "vitest";
import {
  createLinkSchema,
  expiryDateToIso,
  isExpired,
  isoToExpiryDate,
  linkFormSchema,
  toLinkBody,
  updateLinkSchema,
} from "./link.ts";

const values = {
  customerName: "  Globex  ",
  customerEmail: "hr@globex.example",
  description: "",
  expiresAt: "",
  isActive: true,
  candidateIds: [],
};

describe("link form", () => {
  it("carries the link dialogs' messages", () => {
    const result = linkFormSchema.safeParse({ ...values, customerName: " ", customerEmail: "x" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toEqual({
      customerName: "Customer name is required",
      customerEmail: "Please enter a valid email address",
    });
  });

  it("takes a date or nothing as the expiry", () => {
    expect(linkFormSchema.safeParse({ ...values, expiresAt: "2030-02-30" }).success).toBe(false);
    expect(linkFormSchema.safeParse({ ...values, expiresAt: "2030-02-28" }).success).toBe(true);
  });

  it("sends no expiry as null and a date as the end of that local day, in ISO form", () => {
    expect(toLinkBody(values)).toEqual({
      customerName: "Globex",
      customerEmail: "hr@globex.example",
      description: null,
      expiresAt: null,
      candidateIds: [],
    });
    const iso = expiryDateToIso("2030-01-31")!;
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const local = new Date(iso);
    expect([local.getFullYear(), local.getMonth(), local.getDate()]).toEqual([2030, 0, 31]);
    expect([local.getHours(), local.getMinutes()]).toEqual([23, 59]);
    expect(isoToExpiryDate(iso)).toBe("2030-01-31");
    expect(isoToExpiryDate(null)).toBe("");
  });

  it("builds bodies the API accepts", () => {
    const body = toLinkBody({ ...values, expiresAt: "2030-01-31", description: " Team " });
    expect(createLinkSchema.safeParse(body).success).toBe(true);
    expect(updateLinkSchema.safeParse({ ...body, isActive: false }).success).toBe(true);
  });

  it("calls a link expired from its expiry on", () => {
    const at = "2030-01-01T00:00:00.000Z";
    const t = Date.parse(at);
    expect(isExpired({ expiresAt: at }, t - 1)).toBe(false);
    expect(isExpired({ expiresAt: at }, t)).toBe(true);
    expect(isExpired({ expiresAt: null }, t)).toBe(false);
  });
});
