import { type FormEvent, useState } from "react";
import { talentAccessSchema, talentMessages } from "#common/talent.ts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ApiError } from "~/lib/api";
import { useRequestTalentLink } from "./api.ts";

/** Asks for a sign-in link by e-mail: the same answer for any address. */
export function TalentSignInForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const request = useRequestTalentLink();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = talentAccessSchema.safeParse({ email });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Please enter a valid email address");
      return;
    }
    setError(null);
    request.mutate(checked.data.email);
  }

  if (request.isSuccess) {
    return (
      <p role="status" className="rounded-md border border-primary bg-primary/5 p-4 text-sm">
        {talentMessages.linkSent}
      </p>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="talent-email">Email</Label>
        <Input
          id="talent-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "talent-email-error" : undefined}
        />
        {error && (
          <p id="talent-email-error" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      {request.isError && (
        <p role="alert" className="text-sm text-destructive">
          {request.error instanceof ApiError ? request.error.serverMessage : request.error.message}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={request.isPending}>
        Email me a sign-in link
      </Button>
    </form>
  );
}
