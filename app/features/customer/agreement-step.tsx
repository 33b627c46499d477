/**
 * The agreement step: a link that asks its viewers to accept terms
 * shows them, and nothing of the shortlist, until they do. It is a plain HTML form posted
 * by the browser to `/shared/{token}/agreement` (the server records the acceptance, sets
 * the viewer cookie and redirects back to `next`), so it works without JavaScript, on the
 * server's page and in the app alike. A refusal comes back as this page with the server's
 * words and what was typed.
 */
import { FileSignature } from "lucide-react";
import { AGREEMENT_COPY, AGREEMENT_LIMITS } from "#common/agreement-values.ts";
import { buttonClass, CARD, CARD_CONTENT, CARD_HEADER } from "~/components/plain/classes.ts";

export interface AgreementStepProps {
  token: string;
  agreementText: string;
  /** The address this browser verified (requireEmail): the one to accept with. */
  viewerEmail: string | null;
  /** Where to go back to once accepted: the listing or a profile of this link. */
  next: string;
  values?: { name?: string; email?: string };
  /** Field → message, from the server. */
  errors?: Record<string, string>;
  /** A refusal of the whole form (403: the address was removed, or outside the domains). */
  message?: string | null;
}

const INPUT =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 read-only:bg-muted md:text-sm aria-[invalid=true]:border-destructive";
const LABEL = "text-sm font-medium leading-none";
const ERROR = "text-sm font-medium text-destructive";

export function agreementAction(token: string): string {
  return `/shared/${encodeURIComponent(token)}/agreement`;
}

export function AgreementStep({
  token,
  agreementText,
  viewerEmail,
  next,
  values = {},
  errors = {},
  message = null,
}: AgreementStepProps) {
  const field = (name: "name" | "email" | "accept") => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `agreement-${name}-error` : undefined,
  });
  const fieldError = (name: "name" | "email" | "accept") =>
    errors[name] ? (
      <p id={`agreement-${name}-error`} className={ERROR}>
        {errors[name]}
      </p>
    ) : null;
  const hasErrors = message || Object.keys(errors).length > 0;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-16">
      <section className={CARD} aria-labelledby="agreement-title">
        <div className={CARD_HEADER}>
          <FileSignature className="h-10 w-10 text-primary" aria-hidden="true" />
          <h1 id="agreement-title" className="text-xl font-semibold leading-none tracking-tight">
            {AGREEMENT_COPY.title}
          </h1>
          <p className="text-sm text-muted-foreground">{AGREEMENT_COPY.intro}</p>
        </div>
        <div className={`${CARD_CONTENT} space-y-5`}>
          <div
            className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded-md border bg-muted/40 p-4 text-sm leading-relaxed"
            role="region"
            aria-label="Terms"
            data-testid="agreement-text"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a long text that scrolls must be reachable by keyboard
            tabIndex={0}
          >
            {agreementText}
          </div>
          {hasErrors && (
            <p role="alert" className={ERROR}>
              {message ?? AGREEMENT_COPY.failed}
            </p>
          )}
          <form method="post" action={agreementAction(token)} className="space-y-4" noValidate>
            <input type="hidden" name="next" value={next} />
            <div className="space-y-2">
              <label htmlFor="agreement-name" className={LABEL}>
                {AGREEMENT_COPY.nameLabel}
              </label>
              <input
                id="agreement-name"
                name="name"
                className={INPUT}
                autoComplete="name"
                required
                maxLength={AGREEMENT_LIMITS.name}
                defaultValue={values.name ?? ""}
                {...field("name")}
              />
              {fieldError("name")}
            </div>
            <div className="space-y-2">
              <label htmlFor="agreement-email" className={LABEL}>
                {AGREEMENT_COPY.emailLabel}
              </label>
              <input
                id="agreement-email"
                name="email"
                type="email"
                className={INPUT}
                autoComplete="email"
                required
                maxLength={AGREEMENT_LIMITS.email}
                readOnly={viewerEmail !== null}
                defaultValue={viewerEmail ?? values.email ?? ""}
                {...field("email")}
              />
              {fieldError("email")}
            </div>
            <div className="space-y-2">
              <div className="flex items-start gap-3">
                <input
                  id="agreement-accept"
                  name="accept"
                  type="checkbox"
                  value="true"
                  required
                  className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
                  {...field("accept")}
                />
                <label htmlFor="agreement-accept" className="text-sm leading-snug">
                  {AGREEMENT_COPY.acceptLabel}
                </label>
              </div>
              {fieldError("accept")}
            </div>
            <button type="submit" className={`${buttonClass()} w-full`}>
              {AGREEMENT_COPY.submit}
            </button>
          </form>
        </div>
      </section>
    </div>
  );
}
