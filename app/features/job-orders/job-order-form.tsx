/**
 * The job order's brief as a form, for creating one and for editing it. The fields are
 * text as a person types them (skills comma-separated, numbers possibly empty); on submit
 * they become the API's body and are checked with the server's own schema
 * (createJobOrderSchema of common/job-order.ts), so both give the same field messages.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { type Control, type FieldPath, type Resolver, useForm } from "react-hook-form";
import { splitList } from "#common/candidate.ts";
import {
  type CreateJobOrder,
  type CreateJobOrderInput,
  createJobOrderSchema,
  ENGAGEMENT_TYPES,
  JOB_ORDER_LIMITS,
  JOB_ORDER_STATUSES,
  type JobOrder,
  SENIORITIES,
} from "#common/job-order.ts";
import { z } from "#common/zod.ts";
import { Button } from "~/components/ui/button";
import { Form, LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { ApiError } from "~/lib/api";
import { engagementLabels, seniorityLabels, statusLabels } from "./copy.ts";

const formFields = z.object({
  title: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  company: z.string(),
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
const jobOrderFormSchema = formFields
  .transform(
    (v) =>
      ({
        title: v.title,
        customerName: v.customerName,
        customerEmail: v.customerEmail.trim(),
        company: orNull(v.company),
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

export function useJobOrderForm(initial: JobOrderFormValues) {
  return useForm<JobOrderFormValues>({
    // Typed by the fields (what LabeledField binds); on submit it yields the API body.
    resolver: zodResolver(jobOrderFormSchema) as unknown as Resolver<JobOrderFormValues>,
    defaultValues: initial,
  });
}
type JobOrderForm = ReturnType<typeof useJobOrderForm>;

/** A 400's field messages onto the form's fields; true when there were any. */
export function showFieldErrors(form: JobOrderForm, error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const entries = Object.entries(error.fieldErrors);
  for (const [field, message] of entries) {
    const name = field.split(".")[0] as FieldPath<JobOrderFormValues>;
    if (name in emptyJobOrderValues) form.setError(name, { message });
  }
  return entries.length > 0;
}

function NumberInput({
  control,
  name,
  label,
  range,
}: {
  control: Control<JobOrderFormValues>;
  name: "hoursPerWeek" | "rateMin" | "rateMax";
  label: string;
  range: { min: number; max: number };
}) {
  return (
    <LabeledField control={control} name={name} label={label}>
      {(field) => (
        <Input
          type="number"
          inputMode="numeric"
          min={range.min}
          max={range.max}
          step={1}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ""}
          onChange={(e) => field.onChange(e.target.value === "" ? null : e.target.valueAsNumber)}
        />
      )}
    </LabeledField>
  );
}

/** IANA zones the browser knows, offered while typing (any valid zone is accepted). */
function useTimeZones(): string[] {
  return useMemo(() => {
    try {
      return Intl.supportedValuesOf("timeZone");
    } catch {
      return [];
    }
  }, []);
}

export function JobOrderFields({ form, showStatus }: { form: JobOrderForm; showStatus?: boolean }) {
  const zonesId = useId();
  const zones = useTimeZones();
  const { control } = form;
  return (
    <div className="space-y-4">
      <LabeledField control={control} name="title" label="Role title">
        {(field) => <Input {...field} />}
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField control={control} name="customerName" label="Customer name">
          {(field) => <Input autoComplete="name" {...field} />}
        </LabeledField>
        <LabeledField control={control} name="customerEmail" label="Customer email">
          {(field) => <Input type="email" autoComplete="email" {...field} />}
        </LabeledField>
        <LabeledField control={control} name="company" label="Company (optional)">
          {(field) => <Input autoComplete="organization" {...field} />}
        </LabeledField>
        {showStatus && (
          <LabeledField control={control} name="status" label="Status">
            {(field) => (
              <NativeSelect {...field}>
                {JOB_ORDER_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {statusLabels[s]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </LabeledField>
        )}
      </div>
      <LabeledField control={control} name="mustHave" label="Must-have skills (comma-separated)">
        {(field) => <Input placeholder="e.g. Go, Kubernetes" {...field} />}
      </LabeledField>
      <LabeledField control={control} name="skills" label="Other skills (comma-separated)">
        {(field) => <Input placeholder="e.g. Terraform, AWS" {...field} />}
      </LabeledField>
      <div className="grid gap-4 sm:grid-cols-2">
        <LabeledField control={control} name="seniority" label="Seniority">
          {(field) => (
            <NativeSelect {...field}>
              <option value="">Any</option>
              {SENIORITIES.map((s) => (
                <option key={s} value={s}>
                  {seniorityLabels[s]}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabeledField>
        <LabeledField control={control} name="engagementType" label="Engagement">
          {(field) => (
            <NativeSelect {...field}>
              {ENGAGEMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {engagementLabels[t]}
                </option>
              ))}
            </NativeSelect>
          )}
        </LabeledField>
        <NumberInput
          control={control}
          name="hoursPerWeek"
          label="Hours per week"
          range={JOB_ORDER_LIMITS.hoursPerWeek}
        />
        <LabeledField control={control} name="startDate" label="Start date">
          {(field) => <Input type="date" {...field} />}
        </LabeledField>
        <NumberInput
          control={control}
          name="rateMin"
          label="Rate from ($/h)"
          range={JOB_ORDER_LIMITS.rate}
        />
        <NumberInput
          control={control}
          name="rateMax"
          label="Rate up to ($/h)"
          range={JOB_ORDER_LIMITS.rate}
        />
      </div>
      <LabeledField control={control} name="timezone" label="Time zone">
        {(field) => (
          <Input list={zonesId} placeholder="e.g. Europe/Berlin" autoComplete="off" {...field} />
        )}
      </LabeledField>
      <datalist id={zonesId}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <LabeledField control={control} name="description" label="Description">
        {(field) => <Textarea rows={5} maxLength={JOB_ORDER_LIMITS.description} {...field} />}
      </LabeledField>
    </div>
  );
}

/** The form element with its fields and one submit button. */
export function JobOrderFormBody({
  form,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  showStatus,
  footer,
}: {
  form: JobOrderForm;
  onSubmit: (body: CreateJobOrder) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  showStatus?: boolean;
  footer?: React.ReactNode;
}) {
  return (
    <Form {...form}>
      {/* The resolver hands over the body its schema made of the fields (the API's shape). */}
      <form
        onSubmit={form.handleSubmit((values) => onSubmit(values as unknown as CreateJobOrder))}
        className="space-y-4"
        noValidate
      >
        <JobOrderFields form={form} showStatus={showStatus} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {footer}
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
