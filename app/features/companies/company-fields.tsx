/**
 * A company's name, domains and notes as a form's fields, for 'New company' and the
 * company's own screen. Plain inputs checked with the rules of common/company-values.ts (no
 * schema is loaded), and the server's field messages shown under the same fields.
 */
import { useId, useState } from "react";
import type { Company } from "#common/company.ts";
import {
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  domainProblem,
  splitDomains,
} from "#common/company-values.ts";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { ApiError } from "~/lib/api";
import { companyCopy } from "./copy.ts";

export interface CompanyFormValues {
  name: string;
  /** As typed: domains separated by commas, spaces or new lines. */
  domains: string;
  notes: string;
}

type Field = keyof CompanyFormValues;
type Errors = Partial<Record<Field, string>>;

export const companyFormValues = (company?: Company): CompanyFormValues => ({
  name: company?.name ?? "",
  domains: company?.domains.join(", ") ?? "",
  notes: company?.notes ?? "",
});

/** The request body, or the messages to show when the values cannot be sent. */
function toBody(values: CompanyFormValues) {
  const errors: Errors = {};
  const name = values.name.trim();
  if (!name) errors.name = COMPANY_MESSAGES.nameRequired;
  const domains = splitDomains(values.domains);
  const bad = domains.find((d) => domainProblem(d) !== null);
  if (bad) errors.domains = `${bad}: ${domainProblem(bad)}`;
  else if (domains.length > COMPANY_LIMITS.domains)
    errors.domains = COMPANY_MESSAGES.tooManyDomains;
  return { body: { name, domains, notes: values.notes.trim() || null }, errors };
}

/** The form's values and messages; `submit` checks them and calls `send` with the body. */
export function useCompanyForm(initial: CompanyFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (send: (body: ReturnType<typeof toBody>["body"]) => void) => {
    const { body, errors: found } = toBody(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length === 0) send(body);
  };

  /** A refused save: field messages under their fields (a domain's names it), else the message. */
  const showError = (error: unknown, sentDomains: string[]) => {
    if (!(error instanceof ApiError)) {
      setFormError(String(error));
      return;
    }
    const found: Errors = {};
    for (const [key, message] of Object.entries(error.fieldErrors)) {
      const [field, index] = key.split(".");
      if (field !== "name" && field !== "domains" && field !== "notes") continue;
      const domain = index === undefined ? undefined : sentDomains[Number(index)];
      found[field] ??= domain ? `${domain}: ${message}` : message;
    }
    setErrors(found);
    setFormError(Object.keys(found).length > 0 ? null : error.serverMessage);
  };

  return { values, errors, formError, change, submit, showError, reset: setValues };
}

export function CompanyFields({
  form,
  autoFocus,
}: {
  form: ReturnType<typeof useCompanyForm>;
  autoFocus?: boolean;
}) {
  const id = useId();
  const { values, errors, change } = form;
  const described = (field: Field, help?: boolean) =>
    [errors[field] ? `${id}-${field}-error` : "", help ? `${id}-${field}-help` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  const message = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          autoComplete="organization"
          autoFocus={autoFocus}
          maxLength={COMPANY_LIMITS.name}
          value={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={described("name")}
          onChange={(e) => change("name", e.target.value)}
        />
        {message("name")}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-domains`}>Domains</Label>
        <Input
          id={`${id}-domains`}
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="acme.com, acme.co.uk"
          value={values.domains}
          aria-invalid={errors.domains ? true : undefined}
          aria-describedby={described("domains", true)}
          onChange={(e) => change("domains", e.target.value)}
        />
        <p id={`${id}-domains-help`} className="text-sm text-muted-foreground">
          {companyCopy.domainsHelp}
        </p>
        {message("domains")}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-notes`}>Notes (optional)</Label>
        <Textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={COMPANY_LIMITS.notes}
          value={values.notes}
          aria-invalid={errors.notes ? true : undefined}
          aria-describedby={described("notes")}
          onChange={(e) => change("notes", e.target.value)}
        />
        {message("notes")}
      </div>
      {form.formError && (
        <p role="alert" className="text-sm text-destructive">
          {form.formError}
        </p>
      )}
    </div>
  );
}
