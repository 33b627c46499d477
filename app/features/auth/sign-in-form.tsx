import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type LoginInput, loginSchema } from "#common/auth.ts";
import { Button } from "~/components/ui/button";
import { Form, LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { useLogin } from "~/features/auth/api";
import { MfaSignInStep } from "./mfa-sign-in-step.tsx";
import { PasswordInput } from "./password-input.tsx";

export function SignInForm() {
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  if (login.data && "mfaRequired" in login.data) {
    return <MfaSignInStep onCancel={() => login.reset()} />;
  }
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
        className="space-y-4"
        noValidate
      >
        <LabeledField control={form.control} name="email" label="Email">
          {(field) => (
            <Input type="email" autoComplete="email" placeholder="you@company.com" {...field} />
          )}
        </LabeledField>
        <LabeledField control={form.control} name="password" label="Password">
          {(field) => <PasswordInput autoComplete="current-password" {...field} />}
        </LabeledField>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? "Signing In..." : "Sign In"}
        </Button>
      </form>
    </Form>
  );
}
