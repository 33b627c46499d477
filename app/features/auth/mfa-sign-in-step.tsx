/** The second step of sign-in for an account with two-factor on: a TOTP or recovery code. */
import { useId, useState } from "react";
import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { call } from "~/lib/endpoint-client";
import { failureText, finishSignIn } from "./sign-in-calls.ts";

export function MfaSignInStep({ onCancel }: { onCancel: () => void }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function verify(value: string) {
    setPending(true);
    setError(null);
    try {
      const user = await call(endpoints.loginMfa, { body: { code: value } });
      // The page is left: the button keeps saying so.
      finishSignIn(user);
    } catch (failure) {
      setPending(false);
      setError(failureText(failure as Error));
    }
  }
  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() && !pending) void verify(code.trim());
      }}
    >
      <div className="space-y-2">
        <label htmlFor={id} className="text-sm font-medium">
          Authentication code
        </label>
        <Input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode="text"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help${error ? ` ${id}-error` : ""}`}
        />
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={pending || !code.trim()}>
        {pending ? "Verifying..." : "Verify"}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onCancel}>
        Back to sign in
      </Button>
    </form>
  );
}
