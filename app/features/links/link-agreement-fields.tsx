/**
 * The link dialog's agreement gate: "Require agreement" and the
 * text viewers accept before the link shows anything. Inside the link form, whose values
 * carry both fields; a text is needed while the switch is on (the form and the server say so).
 */
import { useFormContext, useWatch } from "react-hook-form";
import { AGREEMENT_LIMITS } from "#common/agreement-values.ts";
import type { LinkFormValues } from "#common/link.ts";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "~/components/ui/form";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";

export const REQUIRE_AGREEMENT = {
  label: "Require agreement",
  help: "Viewers accept your terms (name, e-mail, a tick) before they see anything. Changing the text asks everyone again.",
  textLabel: "Agreement text",
} as const;

export function LinkAgreementFields() {
  const { control } = useFormContext<LinkFormValues>();
  const on = useWatch({ control, name: "requireAgreement" });
  return (
    <div className="space-y-3">
      <FormField
        control={control}
        name="requireAgreement"
        render={({ field }) => (
          <FormItem className="flex items-start justify-between gap-4 space-y-0 rounded-md border p-3">
            <div className="space-y-1">
              <FormLabel>{REQUIRE_AGREEMENT.label}</FormLabel>
              <FormDescription>{REQUIRE_AGREEMENT.help}</FormDescription>
            </div>
            <FormControl>
              <Switch
                checked={!!field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormControl>
          </FormItem>
        )}
      />
      {on && (
        <FormField
          control={control}
          name="agreementText"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{REQUIRE_AGREEMENT.textLabel}</FormLabel>
              <FormControl>
                <Textarea
                  rows={5}
                  maxLength={AGREEMENT_LIMITS.text}
                  {...field}
                  value={field.value ?? ""}
                />
              </FormControl>
              <FormDescription>
                {`${(field.value ?? "").length} / ${AGREEMENT_LIMITS.text} characters`}
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
    </div>
  );
}
