import { describe, expect, it } from "vitest";
import { JOB_ORDER_MESSAGES, type JobOrder } from "#common/job-order.ts";
import {
  emptyJobOrderValues,
  jobOrderFormSchema,
  toJobOrderFormValues,
} from "./job-order-form-values.ts";

const typed = {
  ...emptyJobOrderValues,
  title: " Platform engineer ",
  customerName: "Joan Clarke",
  customerEmail: " joan@example.com ",
  skills: "Go, , Kubernetes ,",
  mustHave: "PostgreSQL",
  seniority: "senior",
  rateMin: 60,
  rateMax: 120,
  timezone: "Europe/Berlin",
  startDate: "2026-12-01",
};

describe("the job order form's values", () => {
  it("become the API's body: lists from commas, empty text as null, defaults kept", () => {
    const parsed = jobOrderFormSchema.safeParse(typed);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      title: "Platform engineer",
      customerName: "Joan Clarke",
      customerEmail: "joan@example.com",
      company: null,
      skills: ["Go", "Kubernetes"],
      mustHave: ["PostgreSQL"],
      seniority: "senior",
      engagementType: "full-time",
      hoursPerWeek: null,
      rateMin: 60,
      rateMax: 120,
      timezone: "Europe/Berlin",
      startDate: "2026-12-01",
      description: null,
      status: "open",
    });
  });

  it("are checked with the server's messages, on the fields the server names", () => {
    const empty = jobOrderFormSchema.safeParse(emptyJobOrderValues);
    const messages = Object.fromEntries(
      (empty.error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toMatchObject({
      title: JOB_ORDER_MESSAGES.titleRequired,
      customerName: JOB_ORDER_MESSAGES.customerNameRequired,
      customerEmail: JOB_ORDER_MESSAGES.email,
    });

    const rates = jobOrderFormSchema.safeParse({ ...typed, rateMin: 200, rateMax: 100 });
    expect(rates.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["rateMax", JOB_ORDER_MESSAGES.rateOrder],
    ]);
    const zone = jobOrderFormSchema.safeParse({ ...typed, timezone: "Mars/Olympus" });
    expect(zone.error?.issues.map((i) => i.path.join("."))).toEqual(["timezone"]);
  });

  it("are filled from a stored job order and give it back unchanged", () => {
    const order: JobOrder = {
      id: "7d1c4f0e-0000-4000-8000-000000000001",
      title: "Platform engineer",
      customerName: "Joan Clarke",
      customerEmail: "joan@example.com",
      company: "Payments Co",
      companyId: null,
      inquiryId: null,
      skills: ["Go", "Kubernetes"],
      mustHave: ["PostgreSQL"],
      seniority: null,
      engagementType: "contract",
      hoursPerWeek: 30,
      rateMin: null,
      rateMax: 110,
      timezone: null,
      startDate: "2026-12-01",
      description: "Payments.",
      status: "on-hold",
      createdAt: "2026-11-20T08:00:00.000Z",
      updatedAt: "2026-11-20T08:00:00.000Z",
      firstShortlistAt: null,
      replacing: null,
      counts: { pipeline: 0, shortlisted: 0, interview: 0, hired: 0 },
    };
    const values = toJobOrderFormValues(order);
    expect(values.skills).toBe("Go, Kubernetes");
    expect(values.seniority).toBe("");
    // The company is chosen with its own picker on the screen, not in the brief: a saved
    // brief leaves it as it is.
    const {
      id,
      inquiryId,
      companyId,
      createdAt,
      updatedAt,
      firstShortlistAt,
      counts,
      replacing,
      ...fields
    } = order;
    expect(jobOrderFormSchema.parse(values)).toEqual(fields);
  });
});
