/**
 * Compose a campaign: name, subject, Markdown body with merge-field buttons and a live
 * preview (rendered by the server exactly as it will be sent, with sample values), and
 * the audience with its recipient count. Validation uses the API's own schema.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { type CampaignInput, campaignInputSchema, MERGE_FIELDS } from "#common/campaign.ts";
import { HIRING_NEEDS_VALUES } from "#common/constants.ts";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Form, LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { hiringNeedLabels } from "~/content/hiring-needs";
import { useAudienceCount, usePreview } from "./api.ts";
import { campaignCopy, mergeFieldLabels } from "./copy.ts";

/** Waits until typing pauses, so the preview is asked for once per pause, not per key. */
function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function useCampaignForm(initial: CampaignInput) {
  return useForm<CampaignInput>({
    resolver: zodResolver(campaignInputSchema),
    defaultValues: initial,
  });
}

function AudienceFields({
  form,
  disabled,
}: {
  form: UseFormReturn<CampaignInput>;
  disabled: boolean;
}) {
  const audience = useWatch({ control: form.control, name: "audience" });
  const count = useAudienceCount(useDebounced(audience));
  const needs = audience.hiringNeeds ?? [];
  const toggleNeed = (need: (typeof HIRING_NEEDS_VALUES)[number], on: boolean) =>
    form.setValue("audience.hiringNeeds", on ? [...needs, need] : needs.filter((n) => n !== need), {
      shouldDirty: true,
    });
  return (
    <fieldset className="space-y-4 rounded-lg border p-4" disabled={disabled}>
      <legend className="px-1 font-semibold">Audience</legend>
      <LabeledField control={form.control} name="audience.source" label="Send to">
        {(field) => (
          <NativeSelect {...field}>
            <option value="inquiries">Inquiries</option>
            <option value="link-customers">Customers of active shareable links</option>
          </NativeSelect>
        )}
      </LabeledField>
      {audience.source === "inquiries" && (
        <>
          <div className="space-y-2">
            <p className="text-sm font-medium" id="hiring-needs-label">
              Hiring needs (none ticked: every inquiry)
            </p>
            <div
              className="grid gap-2 sm:grid-cols-2"
              role="group"
              aria-labelledby="hiring-needs-label"
            >
              {HIRING_NEEDS_VALUES.map((need) => (
                <div key={need} className="flex items-center gap-2">
                  <Checkbox
                    id={`need-${need}`}
                    checked={needs.includes(need)}
                    onCheckedChange={(on) => toggleNeed(need, on === true)}
                  />
                  <Label htmlFor={`need-${need}`} className="font-normal">
                    {hiringNeedLabels[need]}
                  </Label>
                </div>
              ))}
            </div>
          </div>
          <LabeledField control={form.control} name="audience.since" label="Sent on or after">
            {(field) => (
              <Input
                type="date"
                className="w-48"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ""}
                onChange={(e) => field.onChange(e.target.value || null)}
              />
            )}
          </LabeledField>
        </>
      )}
      <p className="text-sm" aria-live="polite" data-testid="recipient-count">
        {count.data
          ? `${count.data.total} recipient${count.data.total === 1 ? "" : "s"}${
              count.data.unsubscribed ? ` (${count.data.unsubscribed} unsubscribed left out)` : ""
            }`
          : "Counting recipients…"}
      </p>
    </fieldset>
  );
}

function Preview({ subject, body }: { subject: string; body: string }) {
  const preview = usePreview(useDebounced(subject), useDebounced(body));
  return (
    <section aria-labelledby="preview-title" className="space-y-2 rounded-lg border p-4">
      <h2 id="preview-title" className="font-semibold">
        Preview
      </h2>
      <p className="text-sm text-muted-foreground">
        Subject: <span className="text-foreground">{preview.data?.subject ?? ""}</span>
      </p>
      <div
        className="prose prose-sm max-w-none break-words dark:prose-invert [&_a]:text-primary [&_a]:underline [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
        data-testid="campaign-preview"
        // Safe: the server rendered and sanitized it (sanitize-html), exactly as sent.
        dangerouslySetInnerHTML={{ __html: preview.data?.html ?? "" }}
      />
    </section>
  );
}

export function CampaignEditor({
  form,
  disabled,
}: {
  form: UseFormReturn<CampaignInput>;
  disabled: boolean;
}) {
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const [subject, body] = useWatch({ control: form.control, name: ["subject", "body"] });

  /** Where the cursor goes once the body with an inserted field is on screen. */
  const caretAfterInsert = useRef<number | null>(null);
  // In the commit that shows the new body, before the browser handles any other input: a
  // cursor put back a frame later (requestAnimationFrame) moved it behind what the person
  // had typed since, and the rest of their sentence went in before it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the body changes
  useLayoutEffect(() => {
    const at = caretAfterInsert.current;
    if (at === null) return;
    caretAfterInsert.current = null;
    bodyRef.current?.focus();
    bodyRef.current?.setSelectionRange(at, at);
  }, [body]);

  /** Puts `{{field}}` where the cursor is in the body. */
  const insertField = (field: string) => {
    const el = bodyRef.current;
    const current = form.getValues("body");
    const at = el ? el.selectionStart : current.length;
    const end = el ? el.selectionEnd : current.length;
    const token = `{{${field}}}`;
    caretAfterInsert.current = at + token.length;
    form.setValue("body", current.slice(0, at) + token + current.slice(end), { shouldDirty: true });
  };

  return (
    <Form {...form}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <fieldset className="space-y-4" disabled={disabled}>
            <LabeledField control={form.control} name="name" label="Name">
              {(field) => <Input {...field} />}
            </LabeledField>
            <LabeledField control={form.control} name="subject" label="Subject">
              {(field) => <Input {...field} />}
            </LabeledField>
            <div
              className="flex flex-wrap items-center gap-2"
              role="group"
              aria-label="Insert a merge field"
            >
              <span className="text-sm text-muted-foreground">Insert:</span>
              {MERGE_FIELDS.map((field) => (
                <Button
                  key={field}
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => insertField(field)}
                >
                  {mergeFieldLabels[field]}
                </Button>
              ))}
            </div>
            <LabeledField control={form.control} name="body" label="Message (Markdown)">
              {(field) => (
                <Textarea
                  {...field}
                  ref={(el) => {
                    field.ref(el);
                    bodyRef.current = el;
                  }}
                  rows={12}
                  className="font-mono"
                />
              )}
            </LabeledField>
            <p className="text-xs text-muted-foreground">{campaignCopy.bodyHelp}</p>
          </fieldset>
          <AudienceFields form={form} disabled={disabled} />
        </div>
        <Preview subject={subject} body={body} />
      </div>
    </Form>
  );
}
