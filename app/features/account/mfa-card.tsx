/**
 * Two-factor sign-in: set-up shows the secret and its otpauth:// address as text (any
 * authenticator app accepts either), a first code turns it on, and the recovery codes are shown
 * this once. Turning it off asks for a current code and the password: a session left open is
 * not enough.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type MfaDisableInput, mfaDisableSchema } from "#common/account.ts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Form, LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { failureText } from "~/features/auth/api";
import { PasswordInput } from "~/features/auth/password-input";
import { applyFieldErrors } from "~/lib/field-errors";
import { useMfaDisable, useMfaEnable, useMfaSetup, useMfaStatus } from "./api.ts";

function CodeForm(props: {
  label: string;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (code: string) => void;
}) {
  const id = useId();
  const [code, setCode] = useState("");
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) props.onSubmit(code.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          className="max-w-48"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={props.pending || !code.trim()}>
          {props.submitLabel}
        </Button>
      </div>
      {props.error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {failureText(props.error)}
        </p>
      )}
    </form>
  );
}

const noInput: MfaDisableInput = { code: "", password: "" };

/** A current code (or a recovery code) and the password; a code is spent even if refused. */
function DisableForm() {
  const disable = useMfaDisable();
  const form = useForm<MfaDisableInput>({
    resolver: zodResolver(mfaDisableSchema),
    defaultValues: noInput,
  });
  const submit = form.handleSubmit((values) =>
    disable.mutate(values, {
      onError: (error) => {
        // The server's field messages (wrong code, wrong password) go under their field.
        if (!applyFieldErrors(error, form.setError, Object.keys(noInput))) {
          form.setError("root", { message: failureText(error) });
        }
        // A code sent once is used up: the next try needs a new one.
        form.setValue("code", "");
      },
    }),
  );
  return (
    <Form {...form}>
      <form onSubmit={submit} className="max-w-sm space-y-3" noValidate>
        <LabeledField
          control={form.control}
          name="code"
          label="Code to turn two-factor sign-in off"
        >
          {(field) => <Input autoComplete="one-time-code" className="max-w-48" {...field} />}
        </LabeledField>
        <LabeledField control={form.control} name="password" label="Your password">
          {(field) => <PasswordInput autoComplete="current-password" {...field} />}
        </LabeledField>
        {form.formState.errors.root && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {form.formState.errors.root.message}
          </p>
        )}
        <Button type="submit" disabled={disable.isPending}>
          Turn off
        </Button>
      </form>
    </Form>
  );
}

export function MfaCard() {
  const status = useMfaStatus();
  const setup = useMfaSetup();
  const enable = useMfaEnable();
  const enabled = status.data?.enabled ?? false;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold leading-none tracking-tight">
          Two-factor sign-in{" "}
          <Badge variant={enabled ? "default" : "secondary"}>{enabled ? "On" : "Off"}</Badge>
        </h2>
        <CardDescription>
          {status.data?.required && !enabled
            ? "Admins must turn this on before using admin features."
            : "Sign-in asks for a code from an authenticator app as well as your password."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {enable.data ? (
          <div className="space-y-2" data-testid="recovery-codes">
            <p className="text-sm font-medium">
              Two-factor sign-in is on. Save these recovery codes somewhere safe: each works once if
              you lose your device, and they are not shown again.
            </p>
            <ul className="grid grid-cols-2 gap-1 font-mono text-sm">
              {enable.data.recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        ) : enabled ? (
          <>
            <p className="text-sm text-muted-foreground">
              Recovery codes left: {status.data?.recoveryCodesLeft ?? 0}
            </p>
            <DisableForm />
          </>
        ) : setup.data ? (
          <div className="space-y-3">
            <p className="text-sm">
              Add this key to your authenticator app, then enter the 6-digit code it shows.
            </p>
            <dl className="space-y-2 text-sm">
              <dt className="font-medium">Secret key</dt>
              <dd className="break-all font-mono" data-testid="mfa-secret">
                {setup.data.secret}
              </dd>
              <dt className="font-medium">Set-up address</dt>
              <dd className="break-all font-mono text-muted-foreground">{setup.data.otpauthUrl}</dd>
            </dl>
            <CodeForm
              label="Code from your app"
              submitLabel="Turn on"
              pending={enable.isPending}
              error={enable.error}
              onSubmit={(code) => enable.mutate(code)}
            />
          </div>
        ) : (
          <Button onClick={() => setup.mutate()} disabled={setup.isPending || status.isLoading}>
            Set up two-factor sign-in
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
