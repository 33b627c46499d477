/**
 * The /apply form: a real multipart form posting to the application endpoint
 * (common/endpoints/applications.ts), so it works without JavaScript (the server answers with the page and
 * a notice). Once the island runs it checks the fields with the shared schema, sends the
 * same FormData with fetch and answers with a toast. Plain controls, no form library, and
 * the shared schema loaded at the first submit: the page stays as light as the others.
 */
import { type FormEvent, type ReactNode, useState } from "react";
import {
  APPLICATION_FIELDS,
  APPLY_FORM_ID,
  type ApplicationField,
  applicationMessages,
  CONSENT_TEXT,
  PRIVACY_NOTICE_PATH,
} from "#common/application-values.ts";
import { AVAILABILITY_VALUES, RESUME_MAX_BYTES } from "#common/constants.ts";
import { applicationEndpoints } from "#common/endpoints/applications.ts";
import { FORM_OUTCOME_ID, formOutcomeClass } from "#common/inquiry-form-outcome.ts";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { FieldError, fieldClass } from "~/features/marketing/form-fields";
import { removeFormOutcome } from "~/features/marketing/form-outcome";
import { island } from "~/islands/island";

const labels = applicationMessages.labels;
type Errors = Partial<Record<ApplicationField | "resume", string>>;

const placeholders: Partial<Record<ApplicationField, string>> = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  title: "Senior Backend Engineer",
  location: "Lisbon, Portugal",
  skills: "TypeScript, Node.js, PostgreSQL",
  githubUrl: "https://github.com/…",
  linkedinUrl: "https://www.linkedin.com/in/…",
  portfolioUrl: "https://…",
  summary: "What you build, with whom, and what you are looking for.",
};

function Field({
  name,
  error,
  children,
  hint,
}: {
  name: ApplicationField | "resume";
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-2">
      <label htmlFor={`apply-${name}`} className="text-sm font-medium leading-none">
        {labels[name]}
      </label>
      {children}
      {hint && (
        <p id={`apply-${name}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={`apply-${name}-error`} message={error} />
    </div>
  );
}

/**
 * What the page says once the application is in, for as long as the visitor stays: the form
 * emptying under a toast that fades looked as if nothing had happened. The page the server
 * answers a form post without JavaScript shows the same notice in the form's place.
 */
function ApplicationSent() {
  return (
    <div id={FORM_OUTCOME_ID} role="status" tabIndex={-1} className={formOutcomeClass.success}>
      <p className={formOutcomeClass.title}>{applicationMessages.sent.title}</p>
      <p>{applicationMessages.sent.description}</p>
    </div>
  );
}

function ApplyFormComponent() {
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const describedBy = (name: ApplicationField | "resume", hint = false) =>
    [hint ? `apply-${name}-hint` : "", errors[name] ? `apply-${name}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined;

  const text = (
    name: ApplicationField,
    options: {
      type?: string;
      required?: boolean;
      autoComplete?: string;
      inputMode?: "numeric";
    } = {},
  ) => (
    <Field name={name} error={errors[name]}>
      <input
        id={`apply-${name}`}
        name={name}
        type={options.type ?? "text"}
        required={options.required}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        placeholder={placeholders[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        className={`${fieldClass} h-10`}
      />
    </Field>
  );

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    removeFormOutcome();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values: Record<string, unknown> = {};
    for (const name of APPLICATION_FIELDS) values[name] = data.get(name) ?? undefined;
    const found: Errors = {};
    // The schemas (and zod) load with the first submit, not with the page.
    const { applicationInputSchema } = await import("#common/application.ts");
    const checked = applicationInputSchema.safeParse(values);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? "") as ApplicationField;
        found[field] ??= issue.message;
      }
    }
    const file = data.get("resume");
    if (file instanceof File && file.size > RESUME_MAX_BYTES) {
      found.resume = applicationMessages.resumeTooLarge;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast({ ...applicationMessages.failure, variant: "destructive" });
      form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
      return;
    }
    setSending(true);
    try {
      const res = await fetch(form.action.replace(/#.*$/, ""), {
        method: "POST",
        body: data,
        headers: { accept: "application/json" },
        credentials: "same-origin",
      });
      if (res.ok) {
        toast(applicationMessages.sent);
        setSent(true);
        return;
      }
      const body = (await res.json().catch(() => ({}))) as {
        message?: string;
        errors?: Errors;
      };
      setErrors(body.errors ?? {});
      toast({
        title: applicationMessages.failure.title,
        description: body.message ?? applicationMessages.failure.description,
        variant: "destructive",
      });
    } catch {
      toast({ ...applicationMessages.failure, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  if (sent) return <ApplicationSent />;

  return (
    <form
      id={APPLY_FORM_ID}
      method="post"
      action={`${applicationEndpoints.apply.path}#${FORM_OUTCOME_ID}`}
      encType="multipart/form-data"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {text("fullName", { required: true, autoComplete: "name" })}
        {text("email", { type: "email", required: true, autoComplete: "email" })}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("title", { required: true, autoComplete: "organization-title" })}
        {text("location", { autoComplete: "country-name" })}
      </div>
      <Field name="skills" error={errors.skills} hint="Separate skills with commas.">
        <input
          id="apply-skills"
          name="skills"
          placeholder={placeholders.skills}
          aria-invalid={errors.skills ? true : undefined}
          aria-describedby={describedBy("skills", true)}
          className={`${fieldClass} h-10`}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-3">
        {text("experience", { type: "number", inputMode: "numeric" })}
        {text("hourlyRate", { type: "number", inputMode: "numeric" })}
        <Field name="availability" error={errors.availability}>
          <select
            id="apply-availability"
            name="availability"
            defaultValue=""
            aria-invalid={errors.availability ? true : undefined}
            aria-describedby={describedBy("availability")}
            className={`${fieldClass} h-10`}
          >
            <option value="">Choose…</option>
            {AVAILABILITY_VALUES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {text("githubUrl", { type: "url" })}
        {text("linkedinUrl", { type: "url" })}
        {text("portfolioUrl", { type: "url" })}
      </div>
      <Field name="summary" error={errors.summary}>
        <textarea
          id="apply-summary"
          name="summary"
          rows={5}
          placeholder={placeholders.summary}
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={describedBy("summary")}
          className={`${fieldClass} min-h-24`}
        />
      </Field>
      <Field name="resume" error={errors.resume} hint="PDF, DOC or DOCX, at most 10 MB.">
        <input
          id="apply-resume"
          name="resume"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-invalid={errors.resume ? true : undefined}
          aria-describedby={describedBy("resume", true)}
          className={`${fieldClass} h-auto file:mr-3 file:border-0 file:bg-transparent file:font-medium`}
        />
      </Field>
      <div className="space-y-2">
        <div className="flex items-start gap-3">
          <input
            id="apply-consent"
            name="consent"
            type="checkbox"
            value="true"
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "apply-consent-error" : undefined}
            className="mt-1 h-4 w-4 shrink-0 accent-primary"
          />
          <label htmlFor="apply-consent" className="text-sm leading-6">
            {CONSENT_TEXT}{" "}
            <a
              href={PRIVACY_NOTICE_PATH}
              className="font-medium text-primary underline underline-offset-4"
            >
              Privacy notice
            </a>
          </label>
        </div>
        <FieldError id="apply-consent-error" message={errors.consent} />
      </div>
      {/* Never disabled before React runs: a click then is the browser's own form post. */}
      <Button type="submit" size="lg" className="w-full" disabled={sending}>
        {sending ? "Sending…" : "Send application"}
      </Button>
    </form>
  );
}

export const ApplyForm = island("apply-form", ApplyFormComponent);
