/**
 * The job order's brief as a form, for creating one and for editing it; its values and
 * their schema are in job-order-form-values.ts.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useId, useMemo, useState } from "react";
import { type Control, type Resolver, useForm } from "react-hook-form";
import {
  type CreateJobOrder,
  ENGAGEMENT_TYPES,
  JOB_ORDER_LIMITS,
  JOB_ORDER_STATUSES,
  SENIORITIES,
} from "#common/job-order.ts";
import { Button } from "~/components/ui/button";
import { Form, LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { CompanySelect } from "~/features/companies/company-select";
import { ApiError } from "~/lib/api";
import { applyFieldErrors } from "~/lib/field-errors";
import { engagementLabels, seniorityLabels, statusLabels } from "./copy.ts";
import {
  emptyJobOrderValues,
  type JobOrderFormValues,
  jobOrderFormSchema,
} from "./job-order-form-values.ts";

/**
 * The brief's form, which takes the focus in its first field when it appears: opened in the
 * 'New job order' dialog before its code had arrived (it loads with its first use), the
 * dialog had given the focus to its close button; "Edit brief" gives way to the form and
 * left it on the page.
 */
export function useJobOrderForm(initial: JobOrderFormValues) {
  const form = useForm<JobOrderFormValues>({
    // Typed by the fields (what LabeledField binds); on submit it yields the API body.
    resolver: zodResolver(jobOrderFormSchema) as unknown as Resolver<JobOrderFormValues>,
    defaultValues: initial,
  });
  useEffect(() => form.setFocus("title"), [form]);
  return form;
}
type JobOrderForm = ReturnType<typeof useJobOrderForm>;

/**
 * A save that failed: a 400's field messages onto the form's fields
 * (app/lib/field-errors.ts), and the server's message (else `fallback`) in a toast.
 */
export function showSaveFailure(form: JobOrderForm, error: unknown, fallback: string) {
  applyFieldErrors(error, form.setError, Object.keys(emptyJobOrderValues));
  toast({
    title: "Error",
    description: error instanceof ApiError ? error.serverMessage : fallback,
    variant: "destructive",
  });
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

/**
 * IANA zones the browser knows, offered while typing (any valid zone is accepted), listed
 * once the field is first focused: asking `Intl` for them (its first use loads the locale
 * data) and rendering ~420 options was most of the New job order dialog's opening tap,
 * for a field many forms never touch. The second value asks for them.
 */
function useTimeZones(): [string[], () => void] {
  const [wanted, setWanted] = useState(false);
  const zones = useMemo(() => {
    if (!wanted) return [];
    try {
      return Intl.supportedValuesOf("timeZone");
    } catch {
      return [];
    }
  }, [wanted]);
  return [zones, () => setWanted(true)];
}

export function JobOrderFields({
  form,
  showStatus,
  showCompanyPicker,
}: {
  form: JobOrderForm;
  showStatus?: boolean;
  /** The New job order form: the company it is for (the screen has its own picker after). */
  showCompanyPicker?: boolean;
}) {
  const zonesId = useId();
  const [zones, listZones] = useTimeZones();
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
        {showCompanyPicker ? (
          <LabeledField control={control} name="companyId" label="Company">
            {(field) => <CompanySelect value={field.value} onChange={field.onChange} isNew />}
          </LabeledField>
        ) : null}
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
          <Input
            list={zonesId}
            placeholder="e.g. Europe/Berlin"
            autoComplete="off"
            onFocus={listZones}
            {...field}
          />
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

/** The form element with its fields, a Cancel button and one submit button. */
export function JobOrderFormBody({
  form,
  onSubmit,
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  showStatus,
  showCompanyPicker,
}: {
  form: JobOrderForm;
  onSubmit: (body: CreateJobOrder) => void;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  showStatus?: boolean;
  showCompanyPicker?: boolean;
}) {
  return (
    <Form {...form}>
      {/* The resolver hands over the body its schema made of the fields (the API's shape). */}
      <form
        onSubmit={form.handleSubmit((values) => onSubmit(values as unknown as CreateJobOrder))}
        className="space-y-4"
        noValidate
      >
        <JobOrderFields form={form} showStatus={showStatus} showCompanyPicker={showCompanyPicker} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}
