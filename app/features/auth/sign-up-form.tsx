/**
 * Sign up: plain inputs (what is typed before the page's script runs stays), the
 * shared schema at the first submit; the server's field messages (e.g. a taken address)
 * appear under their fields too.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import type { RegisterInput } from "#common/auth.ts";
import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { call } from "~/lib/endpoint-client";
import { AuthField, focusFirstInvalid, invalidProps } from "./auth-field.tsx";
import { PasswordInput } from "./password-input.tsx";
import {
  checkRegister,
  type FieldErrors,
  failureText,
  finishSignUp,
  preloadSchemas,
} from "./sign-in-calls.ts";

type Field = keyof RegisterInput;
const fieldNames: readonly Field[] = [
  "email",
  "password",
  "confirmPassword",
  "firstName",
  "lastName",
];

export function SignUpForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);
  const fieldId = (name: Field) => `${id}-${name}`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fieldNames.map((name) => [name, String(data.get(name) ?? "")]),
    ) as Record<Field, string>;
    const checked = await checkRegister(values);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const user = await call(endpoints.register, { body: checked.data });
      finishSignUp(user);
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError) {
        const found: FieldErrors<Field> = {};
        for (const [name, message] of Object.entries(error.fieldErrors)) {
          const field = fieldNames.find((f) => f === name);
          if (field) found[field] = message;
        }
        setErrors(found);
      }
      toast({
        title: "Registration failed",
        description: failureText(error as Error),
        variant: "destructive",
      });
    }
  }

  const field = (name: Field, label: string, control: React.ReactElement, className?: string) => (
    <AuthField id={fieldId(name)} label={label} error={errors[name]} className={className}>
      {control}
    </AuthField>
  );

  return (
    <form
      ref={formRef}
      // Never a GET: the browser's own submit must not put the password in an address.
      method="post"
      onSubmit={onSubmit}
      onFocus={preloadSchemas}
      className="space-y-4"
      noValidate
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {field(
          "firstName",
          "First Name",
          <Input
            id={fieldId("firstName")}
            name="firstName"
            autoComplete="given-name"
            {...invalidProps(fieldId("firstName"), errors.firstName)}
          />,
        )}
        {field(
          "lastName",
          "Last Name",
          <Input
            id={fieldId("lastName")}
            name="lastName"
            autoComplete="family-name"
            {...invalidProps(fieldId("lastName"), errors.lastName)}
          />,
        )}
      </div>
      {field(
        "email",
        "Email",
        <Input
          id={fieldId("email")}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...invalidProps(fieldId("email"), errors.email)}
        />,
      )}
      {field(
        "password",
        "Password",
        <PasswordInput
          id={fieldId("password")}
          name="password"
          autoComplete="new-password"
          {...invalidProps(fieldId("password"), errors.password)}
        />,
      )}
      {field(
        "confirmPassword",
        "Confirm Password",
        <PasswordInput
          id={fieldId("confirmPassword")}
          name="confirmPassword"
          autoComplete="new-password"
          {...invalidProps(fieldId("confirmPassword"), errors.confirmPassword)}
        />,
      )}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
