/**
 * Sign in: plain inputs (what is typed before the page's script runs stays), the
 * shared schema at the first submit, then the password step and, for an account with
 * two-factor on, the code step.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import type { LoginInput } from "#common/auth.ts";
import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { call } from "~/lib/endpoint-client";
import { AuthField, focusFirstInvalid, invalidProps } from "./auth-field.tsx";
import { MfaSignInStep } from "./mfa-sign-in-step.tsx";
import { PasswordInput } from "./password-input.tsx";
import {
  checkLogin,
  type FieldErrors,
  failureText,
  finishSignIn,
  preloadSchemas,
} from "./sign-in-calls.ts";

export function SignInForm() {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<keyof LoginInput>>({});
  const [pending, setPending] = useState(false);
  const [secondStep, setSecondStep] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const checked = await checkLogin({
      email: String(data.get("email") ?? ""),
      password: String(data.get("password") ?? ""),
    });
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await call(endpoints.login, { body: checked.data });
      if ("mfaRequired" in result) {
        setPending(false);
        setSecondStep(true);
        return;
      }
      // The page is left: the button keeps saying so.
      finishSignIn(result);
    } catch (error) {
      setPending(false);
      toast({
        title: "Sign in failed",
        description: failureText(error as Error),
        variant: "destructive",
      });
    }
  }

  return (
    <>
      {secondStep && <MfaSignInStep onCancel={() => setSecondStep(false)} />}
      {/* Hidden, not gone, during the code step: "Back to sign in" finds it as it was. */}
      <form
        ref={formRef}
        // Never a GET: were the island's code never to come, the browser's own submit must
        // not put the password in an address.
        method="post"
        hidden={secondStep}
        onSubmit={onSubmit}
        onFocus={preloadSchemas}
        className="space-y-4"
        noValidate
      >
        <AuthField id={`${id}-email`} label="Email" error={errors.email}>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            {...invalidProps(`${id}-email`, errors.email)}
          />
        </AuthField>
        <AuthField id={`${id}-password`} label="Password" error={errors.password}>
          <PasswordInput
            id={`${id}-password`}
            name="password"
            autoComplete="current-password"
            {...invalidProps(`${id}-password`, errors.password)}
          />
        </AuthField>
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing In..." : "Sign In"}
        </Button>
      </form>
    </>
  );
}
