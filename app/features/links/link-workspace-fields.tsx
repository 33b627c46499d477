/**
 * The link dialog's workspace settings: e-mail verification with an
 * optional domain allow-list, what the customer may see (rates, contact details, résumé
 * download) and whether the creator gets activity e-mails. Used inside the link form, whose
 * values carry these fields; the defaults keep a link working as the spec describes.
 */
import { useState } from "react";
import {
  type FieldValues,
  type Path,
  useFormContext,
  useFormState,
  useWatch,
} from "react-hook-form";
import type { LinkWorkspaceSettings } from "#common/link.ts";
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { Switch } from "~/components/ui/switch";
import { LinkAgreementFields } from "./link-agreement-fields.tsx";
import {
  ALLOW_RESUME_DOWNLOAD,
  NOTIFY_ON_ACTIVITY,
  SHOW_CONTACT,
  SHOW_RATES,
  WATERMARK,
} from "./link-switches.ts";

/** A new link's settings: the spec's behaviour (the server's defaults too). */
export const workspaceFieldDefaults: LinkWorkspaceSettings = {
  requireEmail: false,
  allowedDomains: [],
  showRates: true,
  showContact: true,
  allowResumeDownload: true,
  notifyOnActivity: true,
  watermark: false,
};

/** "acme.com, Example.org" → ["acme.com", "example.org"]; a leading "@" is dropped. */
export const parseDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((d) => d.trim().replace(/^@/, "").toLowerCase())
    .filter(Boolean);

const switches = [SHOW_RATES, SHOW_CONTACT, ALLOW_RESUME_DOWNLOAD, WATERMARK, NOTIFY_ON_ACTIVITY];

function SwitchField<T extends FieldValues>({
  name,
  label,
  help,
}: {
  name: Path<T>;
  label: string;
  help: string;
}) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-start justify-between gap-4 space-y-0 rounded-md border p-3">
          <div className="space-y-1">
            <FormLabel>{label}</FormLabel>
            <FormDescription>{help}</FormDescription>
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
  );
}

/** The list's own message, or the first bad domain's (zod reports those per item). */
function domainError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  if ("message" in error && typeof error.message === "string") return error.message;
  for (const item of Object.values(error)) {
    const message = domainError(item);
    if (message) return message;
  }
  return undefined;
}

/** The allow-list as text; the form holds the parsed list. */
function DomainsField() {
  const { control, getValues } = useFormContext<LinkWorkspaceSettings>();
  const { errors } = useFormState({ control, name: "allowedDomains" });
  const [text, setText] = useState(() => (getValues("allowedDomains") ?? []).join(", "));
  return (
    <FormField
      control={control}
      name="allowedDomains"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Allowed e-mail domains (optional)</FormLabel>
          <FormControl>
            <Input
              placeholder="acme.com, acme.co.uk"
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                field.onChange(parseDomains(e.target.value));
              }}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
          <FormDescription>Empty: any address may verify.</FormDescription>
          {/* FormMessage reads only a field's own message; a bad item's sits one level down. */}
          {domainError(errors.allowedDomains) && (
            <p className="text-sm font-medium text-destructive">
              {domainError(errors.allowedDomains)}
            </p>
          )}
        </FormItem>
      )}
    />
  );
}

export function LinkWorkspaceFields() {
  const { control } = useFormContext<LinkWorkspaceSettings>();
  const requireEmail = useWatch({ control, name: "requireEmail" });
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Customer workspace</legend>
      <SwitchField<LinkWorkspaceSettings>
        name="requireEmail"
        label="Require a verified e-mail"
        help="Viewers confirm their address with a one-time code before they see anything."
      />
      {requireEmail && <DomainsField />}
      <LinkAgreementFields />
      {switches.map((s) => (
        <SwitchField<LinkWorkspaceSettings>
          key={s.name}
          name={s.name}
          label={s.label}
          help={s.help}
        />
      ))}
    </fieldset>
  );
}
