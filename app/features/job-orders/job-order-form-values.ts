/**
 * The job order form's values: the brief as text a person types (skills comma-separated,
 * numbers possibly empty), and the schema that turns them into the API's body and checks
 * it with the server's own schema (createJobOrderSchema of common/job-order.ts), so the
 * form and the server give the same field messages.
 */
import { splitList } from "#common/candidate.ts";
import {
  type CreateJobOrderInput,
  createJobOrderSchema,
  type JobOrder,
} from "#common/job-order.ts";
import { z } from "#common/zod.ts";

const formFields = z.object({
  title: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  company: z.string(),
  /** The company chosen in the New job order form; "" lets the server join one by domain. */
  companyId: z.string(),
  skills: z.string(),
  mustHave: z.string(),
  seniority: z.string(),
  engagementType: z.string(),
  hoursPerWeek: z.number().nullable(),
  rateMin: z.number().nullable(),
  rateMax: z.number().nullable(),
  timezone: z.string(),
  startDate: z.string(),
  description: z.string(),
  status: z.string(),
});
export type JobOrderFormValues = z.infer<typeof formFields>;

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The form's text to the API's body; the server's schema then checks it. */
export const jobOrderFormSchema = formFields
  .transform(
    (v) =>
      ({
        title: v.title,
        customerName: v.customerName,
        customerEmail: v.customerEmail.trim(),
        company: orNull(v.company),
        // Sent only when chosen: an edit leaves the company to its own picker on the screen.
        ...(v.companyId ? { companyId: v.companyId } : {}),
        skills: splitList(v.skills),
        mustHave: splitList(v.mustHave),
        seniority: orNull(v.seniority),
        engagementType: v.engagementType,
        hoursPerWeek: v.hoursPerWeek,
        rateMin: v.rateMin,
        rateMax: v.rateMax,
        timezone: orNull(v.timezone),
        startDate: orNull(v.startDate),
        description: orNull(v.description),
        status: v.status,
      }) as CreateJobOrderInput,
  )
  .pipe(createJobOrderSchema);

export const emptyJobOrderValues: JobOrderFormValues = {
  title: "",
  customerName: "",
  customerEmail: "",
  company: "",
  companyId: "",
  skills: "",
  mustHave: "",
  seniority: "",
  engagementType: "full-time",
  hoursPerWeek: null,
  rateMin: null,
  rateMax: null,
  timezone: "",
  startDate: "",
  description: "",
  status: "open",
};

export function toJobOrderFormValues(order: JobOrder): JobOrderFormValues {
  return {
    title: order.title,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    company: order.company ?? "",
    companyId: "",
    skills: order.skills.join(", "),
    mustHave: order.mustHave.join(", "),
    seniority: order.seniority ?? "",
    engagementType: order.engagementType,
    hoursPerWeek: order.hoursPerWeek,
    rateMin: order.rateMin,
    rateMax: order.rateMax,
    timezone: order.timezone ?? "",
    startDate: order.startDate?.slice(0, 10) ?? "",
    description: order.description ?? "",
    status: order.status,
  };
}
