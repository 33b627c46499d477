/**
 * 'Request another role': from their link, a customer asks for
 * another role (title, skills, hours, start, a description). It becomes a job order for
 * this link's customer and the link's creator is told. The fields are checked with the
 * server's own schema (roleRequestSchema of common/job-order.ts).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { type Resolver, useForm } from "react-hook-form";
import { splitList } from "#common/candidate.ts";
import { JOB_ORDER_LIMITS, type RoleRequestInput, roleRequestSchema } from "#common/job-order.ts";
import { z } from "#common/zod.ts";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Form, LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { RequestDialog, showRequestFailure } from "./request-dialog.tsx";
import { useRequestRole } from "./workspace-api.ts";

const formFields = z.object({
  title: z.string(),
  skills: z.string(),
  hoursPerWeek: z.number().nullable(),
  startDate: z.string(),
  description: z.string(),
});
type FormValues = z.infer<typeof formFields>;

const formSchema = formFields
  .transform(
    (v): RoleRequestInput => ({
      title: v.title,
      skills: splitList(v.skills),
      hoursPerWeek: v.hoursPerWeek,
      startDate: v.startDate || null,
      description: v.description.trim() || null,
    }),
  )
  .pipe(roleRequestSchema);

const empty: FormValues = {
  title: "",
  skills: "",
  hoursPerWeek: null,
  startDate: "",
  description: "",
};

/**
 * The dialog, opened by its trigger (role-request-button.tsx), which loads this module,
 * with zod and react-hook-form, only when the customer asks for it.
 */
export function RoleRequestDialog({
  token,
  open,
  onOpenChange,
  trigger,
}: {
  token: string;
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
      title={<>Request another role</>}
      description={
        <>Tell us about the role. We'll send you matching developers, usually within 24 hours.</>
      }
    >
      <RoleRequestForm token={token} onDone={() => onOpenChange(false)} />
    </RequestDialog>
  );
}

function RoleRequestForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<FormValues>({
    // Typed by the fields; on submit it yields the request's body.
    resolver: zodResolver(formSchema) as unknown as Resolver<FormValues>,
    defaultValues: empty,
  });
  const request = useRequestRole(token);

  const onSubmit = (values: FormValues) =>
    request.mutate(values as unknown as RoleRequestInput, {
      onSuccess: (created) => {
        toast({
          title: "Request sent",
          description: `We'll be in touch about "${created.title}" soon.`,
        });
        onDone();
      },
      onError: (error) => showRequestFailure(error, form.setError, Object.keys(empty)),
    });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        <LabeledField control={form.control} name="title" label="Role title">
          {(field) => <Input placeholder="e.g. Senior backend engineer" {...field} />}
        </LabeledField>
        <LabeledField control={form.control} name="skills" label="Skills (comma-separated)">
          {(field) => <Input placeholder="e.g. Go, PostgreSQL" {...field} />}
        </LabeledField>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabeledField control={form.control} name="hoursPerWeek" label="Hours per week">
            {(field) => (
              <Input
                type="number"
                inputMode="numeric"
                min={JOB_ORDER_LIMITS.hoursPerWeek.min}
                max={JOB_ORDER_LIMITS.hoursPerWeek.max}
                step={1}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value ?? ""}
                onChange={(e) =>
                  field.onChange(e.target.value === "" ? null : e.target.valueAsNumber)
                }
              />
            )}
          </LabeledField>
          <LabeledField control={form.control} name="startDate" label="Start date">
            {(field) => <Input type="date" {...field} />}
          </LabeledField>
        </div>
        <LabeledField control={form.control} name="description" label="Description (optional)">
          {(field) => <Textarea rows={4} maxLength={JOB_ORDER_LIMITS.description} {...field} />}
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
