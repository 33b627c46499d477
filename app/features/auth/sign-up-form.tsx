import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type RegisterInput, registerSchema } from "#common/auth.ts";
import { Button } from "~/components/ui/button";
import { Form, LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { useRegister } from "~/features/auth/api";
import { ApiError } from "~/lib/api";
import { PasswordInput } from "./password-input.tsx";

const fieldNames = ["email", "password", "confirmPassword", "firstName", "lastName"] as const;

export function SignUpForm() {
  const register = useRegister();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: "", password: "", confirmPassword: "", firstName: "", lastName: "" },
  });

  const submit = form.handleSubmit((values) =>
    register.mutate(values, {
      // The server's field messages (e.g. a taken email) appear under their fields too.
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          const field = fieldNames.find((f) => f === name);
          if (field) form.setError(field, { message });
        }
      },
    }),
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <LabeledField control={form.control} name="firstName" label="First Name">
            {(field) => <Input autoComplete="given-name" {...field} />}
          </LabeledField>
          <LabeledField control={form.control} name="lastName" label="Last Name">
            {(field) => <Input autoComplete="family-name" {...field} />}
          </LabeledField>
        </div>
        <LabeledField control={form.control} name="email" label="Email">
          {(field) => (
            <Input type="email" autoComplete="email" placeholder="you@company.com" {...field} />
          )}
        </LabeledField>
        <LabeledField control={form.control} name="password" label="Password">
          {(field) => <PasswordInput autoComplete="new-password" {...field} />}
        </LabeledField>
        <LabeledField control={form.control} name="confirmPassword" label="Confirm Password">
          {(field) => <PasswordInput autoComplete="new-password" {...field} />}
        </LabeledField>
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending ? "Creating Account..." : "Create Account"}
        </Button>
      </form>
    </Form>
  );
}
