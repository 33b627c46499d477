/**
 * A company's defaults for its new links, edited on its screen:
 * "Require agreement" with the text, whether contact details show, and watermarked résumés. A link made for the
 * company (chosen, or matched by e-mail domain) starts with these; its own dialog may change
 * them. Plain controls, checked with the rule the server applies (a text while on).
 */
import { type FormEvent, useEffect, useId, useState } from "react";
import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES } from "#common/agreement-values.ts";
import { COMPANY_MESSAGES } from "#common/company-values.ts";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { type Company, useUpdateCompany } from "./api.ts";

type Defaults = Pick<Company, "requireAgreement" | "agreementText" | "showContact" | "watermark">;
const defaultsOf = (c: Company): Defaults => ({
  requireAgreement: c.requireAgreement,
  agreementText: c.agreementText,
  showContact: c.showContact,
  watermark: c.watermark,
});

export function LinkDefaultsForm({ company }: { company: Company }) {
  const id = useId();
  const [values, setValues] = useState(() => defaultsOf(company));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateCompany(company.id);
  useEffect(() => setValues(defaultsOf(company)), [company]);

  const change = (patch: Partial<Defaults>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (values.requireAgreement && !values.agreementText.trim()) {
      setError(AGREEMENT_MESSAGES.textRequired);
      return;
    }
    update.mutate(values, {
      onSuccess: () => toast({ title: "Saved", description: COMPANY_MESSAGES.saved }),
      onError: (failure) =>
        setError(
          failure instanceof ApiError
            ? (failure.fieldErrors.agreementText ?? failure.serverMessage)
            : String(failure),
        ),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Link defaults">
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-agreement`}>Require agreement</Label>
          <p className="text-sm text-muted-foreground">
            Viewers of the company's new links accept these terms before they see anything.
          </p>
        </div>
        <Switch
          id={`${id}-agreement`}
          checked={values.requireAgreement}
          onCheckedChange={(on) => change({ requireAgreement: on })}
        />
      </div>
      {values.requireAgreement && (
        <div className="space-y-2">
          <Label htmlFor={`${id}-text`}>Agreement text</Label>
          <Textarea
            id={`${id}-text`}
            rows={5}
            maxLength={AGREEMENT_LIMITS.text}
            value={values.agreementText}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => change({ agreementText: e.target.value })}
          />
        </div>
      )}
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-contact`}>Show contact details</Label>
          <p className="text-sm text-muted-foreground">
            Off: developers' e-mail and phone are left out of the company's new links.
          </p>
        </div>
        <Switch
          id={`${id}-contact`}
          checked={values.showContact}
          onCheckedChange={(on) => change({ showContact: on })}
        />
      </div>
      <div className="flex items-start justify-between gap-4 rounded-md border p-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-watermark`}>Watermark résumés</Label>
          <p className="text-sm text-muted-foreground">
            On: résumés through the company's new links download as PDFs stamped with the viewer and
            the date.
          </p>
        </div>
        <Switch
          id={`${id}-watermark`}
          checked={values.watermark}
          onCheckedChange={(on) => change({ watermark: on })}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving..." : "Save defaults"}
        </Button>
      </div>
    </form>
  );
}
