import { useId, useState } from "react";
import { inquiryEndpoints } from "#common/endpoints/inquiries.ts";
import { type ContactFormIslandProps, contactFormActions } from "#common/inquiry-form-outcome.ts";
import { buttonVariants } from "~/components/plain/classes.ts";
import { toast } from "~/components/ui/use-toast";
import { hiringNeedsOptions } from "~/content/hiring-needs";
import { homeContent } from "~/content/home";
import { island } from "~/islands/island";
import { call } from "~/lib/endpoint-client";
import { FieldError, fieldClass, HiringNeedsOptions } from "./form-fields.tsx";
import { removeFormOutcome } from "./form-outcome.ts";

const copy = homeContent.contact;
const requiredFields = ["firstName", "lastName", "email", "company", "message"] as const;
type FieldName = (typeof requiredFields)[number] | "hiringNeeds";

/**
 * The home page's 'Get Started Today' form. Built on a native form
 * so the page's first load stays small: the shared zod schema is loaded only on submit,
 * and the server checks the same schema again. Until React runs (or without JavaScript)
 * the browser posts the form itself and the server answers with this page (common/inquiry-form-outcome.ts).
 */
function ContactForm({ initial: posted }: ContactFormIslandProps) {
  const uid = useId();
  const [sending, setSending] = useState(false);
  // What a form post sent (kept after a failure) until a sent message clears the form:
  // a new key mounts the fields again with empty defaults.
  const [initial, setInitial] = useState(posted ?? {});
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const idOf = (name: FieldName) => `${uid}-${name}`;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    removeFormOutcome();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<FieldName, string>;
    if (requiredFields.some((name) => !data[name]?.trim())) {
      toast({ ...copy.toasts.missingFields, variant: "destructive" });
      return;
    }
    const { homeContactSchema } = await import("#common/inquiry.ts");
    const parsed = homeContactSchema.safeParse(data);
    if (!parsed.success) {
      const fieldErrors: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        fieldErrors[name] ??= issue.message;
      }
      setErrors(fieldErrors);
      document.getElementById(idOf(Object.keys(fieldErrors)[0] as FieldName))?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      await call(inquiryEndpoints.sendHome, { body: parsed.data });
      form.reset();
      setInitial({});
      setGeneration((n) => n + 1);
      toast(copy.toasts.success);
    } catch {
      toast({ ...copy.toasts.failure, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  const field = (name: FieldName) => ({
    id: idOf(name),
    name,
    defaultValue: initial[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${idOf(name)}-error` : undefined,
  });
  const label = (name: FieldName, required: boolean) => (
    <label htmlFor={idOf(name)} className="text-sm font-medium">
      {copy.form.labels[name]}
      {required && (
        <span className="text-destructive" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );

  return (
    <form
      key={generation}
      method="post"
      action={contactFormActions.home}
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      aria-labelledby="contact-heading"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {(["firstName", "lastName"] as const).map((name) => (
          <div key={name} className="space-y-2">
            {label(name, true)}
            <input
              {...field(name)}
              type="text"
              required
              autoComplete={name === "firstName" ? "given-name" : "family-name"}
              placeholder={copy.form.placeholders[name]}
              className={fieldClass}
            />
            <FieldError id={`${idOf(name)}-error`} message={errors[name]} />
          </div>
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          {label("email", true)}
          <input
            {...field("email")}
            type="email"
            required
            autoComplete="email"
            placeholder={copy.form.placeholders.email}
            className={fieldClass}
          />
          <FieldError id={`${idOf("email")}-error`} message={errors.email} />
        </div>
        <div className="space-y-2">
          {label("company", true)}
          <input
            {...field("company")}
            type="text"
            required
            autoComplete="organization"
            placeholder={copy.form.placeholders.company}
            className={fieldClass}
          />
          <FieldError id={`${idOf("company")}-error`} message={errors.company} />
        </div>
      </div>
      <div className="space-y-2">
        {label("hiringNeeds", false)}
        <select {...field("hiringNeeds")} className={`${fieldClass} h-10`}>
          <HiringNeedsOptions
            options={hiringNeedsOptions}
            placeholder={copy.form.placeholders.hiringNeeds}
          />
        </select>
        <FieldError id={`${idOf("hiringNeeds")}-error`} message={errors.hiringNeeds} />
      </div>
      <div className="space-y-2">
        {label("message", true)}
        <textarea
          {...field("message")}
          rows={4}
          required
          placeholder={copy.form.placeholders.message}
          className={fieldClass}
        />
        <FieldError id={`${idOf("message")}-error`} message={errors.message} />
      </div>
      <button
        type="submit"
        // Never disabled before React runs: a click then is the browser's own form post.
        disabled={sending}
        className={`${buttonVariants({ size: "lg" })} w-full`}
      >
        {sending ? copy.form.sendingLabel : copy.form.submitLabel}
      </button>
    </form>
  );
}

export const HomeContactForm = island("home-contact-form", ContactForm);
