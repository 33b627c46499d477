/**
 * The reason and comment under the viewer's verdict on a profile,
 * checked with the server's own schema. Loaded by verdicts.tsx once there is a verdict:
 * zod and react-hook-form are no part of the views' first load (decision 072).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type VerdictBody, type VerdictItem, verdictBodySchema } from "#common/verdict.ts";
import { WORKSPACE_LIMITS } from "#common/viewer-access.ts";
import { Button } from "~/components/ui/button";
import { Form, LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { verdictFailed as failed } from "./verdict-failed.ts";
import { useSaveVerdict } from "./verdicts-store.ts";

export function VerdictDetails({ token, mine }: { token: string; mine: VerdictItem }) {
  const save = useSaveVerdict(token);
  const form = useForm<VerdictBody>({
    resolver: zodResolver(verdictBodySchema),
    defaultValues: {
      verdict: mine.verdict,
      reason: mine.reason ?? "",
      comment: mine.comment ?? "",
    },
  });
  const onSubmit = (values: VerdictBody) =>
    save.mutate(
      {
        developerId: mine.developerId,
        body: {
          verdict: values.verdict,
          ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
          ...(values.comment?.trim() ? { comment: values.comment.trim() } : {}),
        },
      },
      {
        onSuccess: () => toast({ title: "Saved", description: "Your verdict was saved." }),
        onError: failed,
      },
    );
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-3" noValidate>
        <LabeledField control={form.control} name="reason" label="Reason (optional)">
          {(field) => (
            <Input maxLength={WORKSPACE_LIMITS.reason} {...field} value={field.value ?? ""} />
          )}
        </LabeledField>
        <LabeledField control={form.control} name="comment" label="Comment (optional)">
          {(field) => (
            <Textarea
              rows={3}
              maxLength={WORKSPACE_LIMITS.comment}
              {...field}
              value={field.value ?? ""}
            />
          )}
        </LabeledField>
        <Button type="submit" size="sm" variant="secondary" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save reason and comment"}
        </Button>
      </form>
    </Form>
  );
}
