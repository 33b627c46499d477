/**
 * 'Request interview': 1–3 proposed times picked in the viewer's
 * own time zone (the browser's, via Intl), an optional message and a contact address. The
 * times are sent as ISO datetimes together with the IANA zone, so the recruiter sees both.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { interviewRequestBodySchema } from "#common/interview-request.ts";
import { WORKSPACE_LIMITS, WORKSPACE_MESSAGES } from "#common/viewer-access.ts";
import { z } from "#common/zod.ts";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  LabeledField,
} from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { RequestDialog, showRequestFailure } from "./request-dialog.tsx";
import { useRequestInterview } from "./workspace-api.ts";

const MAX_SLOTS = WORKSPACE_LIMITS.maxSlots;

/** The browser's IANA time zone, e.g. "Europe/Berlin". */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A `datetime-local` value is the viewer's wall-clock time; Date reads it as local time. */
const localToIso = (local: string) => new Date(local).toISOString();

/** "now" as a `datetime-local` value, the earliest time the pickers offer. */
function nowLocal(): string {
  const d = new Date();
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

const body = interviewRequestBodySchema.shape;
const formSchema = z.object({
  slots: z
    .array(
      z.object({
        value: z
          .string()
          .min(1, "Pick a date and time")
          .refine((v) => new Date(v).getTime() > Date.now(), WORKSPACE_MESSAGES.slotInPast),
      }),
    )
    .min(1)
    .max(MAX_SLOTS),
  message: z.string().max(WORKSPACE_LIMITS.interviewMessage),
  contactEmail: body.contactEmail,
});
type FormValues = z.infer<typeof formSchema>;

/**
 * The dialog, opened by its button (interview-request-button.tsx), which loads this module,
 * with zod and react-hook-form, only when the viewer asks for it (decision 072).
 */
export function InterviewRequestDialog({
  token,
  developerId,
  developerName,
  viewerEmail,
  open,
  onOpenChange,
  trigger,
}: {
  token: string;
  developerId: string;
  developerName: string;
  viewerEmail: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to once the dialog closes (it has no Radix trigger of its own). */
  trigger: React.RefObject<HTMLButtonElement | null>;
}) {
  return (
    <RequestDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      title={<>Request an interview with {developerName}</>}
      description={<>Propose up to three times. They are in your time zone ({viewerTimeZone()}).</>}
    >
      <RequestForm
        token={token}
        developerId={developerId}
        viewerEmail={viewerEmail}
        onDone={() => onOpenChange(false)}
      />
    </RequestDialog>
  );
}

function RequestForm({
  token,
  developerId,
  viewerEmail,
  onDone,
}: {
  token: string;
  developerId: string;
  viewerEmail: string | null;
  onDone: () => void;
}) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { slots: [{ value: "" }], message: "", contactEmail: viewerEmail ?? "" },
  });
  const slots = useFieldArray({ control: form.control, name: "slots" });
  const request = useRequestInterview(token);
  const min = nowLocal();

  const onSubmit = (values: FormValues) =>
    request.mutate(
      {
        developerId,
        slots: values.slots.map((s) => localToIso(s.value)),
        timezone: viewerTimeZone(),
        contactEmail: values.contactEmail.trim(),
        ...(values.message.trim() ? { message: values.message.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: "Request sent", description: "We will confirm a time with you soon." });
          onDone();
        },
        onError: (error) => showRequestFailure(error, form.setError, ["contactEmail", "message"]),
      },
    );

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">Proposed times</legend>
          {slots.fields.map((slot, index) => (
            <FormField
              key={slot.id}
              control={form.control}
              name={`slots.${index}.value`}
              render={({ field }) => (
                <FormItem>
                  <FormLabel className="sr-only">Time {index + 1}</FormLabel>
                  <div className="flex gap-2">
                    <FormControl>
                      <Input type="datetime-local" min={min} {...field} />
                    </FormControl>
                    {slots.fields.length > 1 && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove time ${index + 1}`}
                        onClick={() => slots.remove(index)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    )}
                  </div>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
          {slots.fields.length < MAX_SLOTS && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => slots.append({ value: "" })}
            >
              <Plus aria-hidden="true" />
              Add another time
            </Button>
          )}
        </fieldset>
        <LabeledField control={form.control} name="contactEmail" label="Your e-mail">
          {(field) => <Input type="email" autoComplete="email" {...field} />}
        </LabeledField>
        <LabeledField control={form.control} name="message" label="Message (optional)">
          {(field) => (
            <Textarea rows={3} maxLength={WORKSPACE_LIMITS.interviewMessage} {...field} />
          )}
        </LabeledField>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={request.isPending}>
            {request.isPending ? "Sending..." : "Send request"}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
