/** Change your own password: the current one, then the new one twice. */
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type AccountPasswordInput, accountPasswordSchema } from "#common/account.ts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Form, LabeledField } from "~/components/ui/form";
import { failureText } from "~/features/auth/api";
import { PasswordInput } from "~/features/auth/password-input";
import { applyFieldErrors } from "~/lib/field-errors";
import { useChangePassword } from "./api.ts";

const empty: AccountPasswordInput = { currentPassword: "", password: "", confirmPassword: "" };

export function PasswordCard() {
  const change = useChangePassword();
  const form = useForm<AccountPasswordInput>({
    resolver: zodResolver(accountPasswordSchema),
    defaultValues: empty,
  });
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => form.reset(empty),
      onError: (error) => {
        // The server's field messages (wrong current password, too common) go under the field.
        if (!applyFieldErrors(error, form.setError, Object.keys(empty))) {
          form.setError("root", { message: failureText(error) });
        }
      },
    }),
  );
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-none tracking-tight">Password</h2>
        <CardDescription>Changing it signs out your other sessions.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={submit} className="space-y-4" noValidate>
            <LabeledField control={form.control} name="currentPassword" label="Current password">
              {(field) => <PasswordInput autoComplete="current-password" {...field} />}
            </LabeledField>
            <LabeledField control={form.control} name="password" label="New password">
              {(field) => <PasswordInput autoComplete="new-password" {...field} />}
            </LabeledField>
            <LabeledField
              control={form.control}
              name="confirmPassword"
              label="Confirm new password"
            >
              {(field) => <PasswordInput autoComplete="new-password" {...field} />}
            </LabeledField>
            {form.formState.errors.root && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {form.formState.errors.root.message}
              </p>
            )}
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Changing..." : "Change password"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
