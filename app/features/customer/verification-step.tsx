/**
 * The verification step: a link that requires an e-mail shows this
 * instead of the listing. Step one sends a 6-digit code to the address; step two checks
 * it, after which the server sets the viewer cookie and the listing loads. The server's
 * own words are shown for a refused domain (403), too many codes (429) or a wrong code.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { accessRequestSchema, accessVerifySchema } from "#common/viewer-access.ts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Form, LabeledField } from "~/components/ui/form";
import { Input } from "~/components/ui/input";
import { ApiError } from "~/lib/api";
import { useRequestAccessCode, useVerifyAccessCode } from "./workspace-api.ts";

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.serverMessage : fallback;
}

export function VerificationStep({ token }: { token: string }) {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <CardHeader>
          <MailCheck className="h-10 w-10 text-primary" aria-hidden="true" />
          <h1 className="text-xl font-semibold leading-none tracking-tight">Verify your e-mail</h1>
          <CardDescription>
            {email
              ? `We sent a 6-digit code to ${email}. It is valid for 10 minutes.`
              : "This list of developers is private. Enter your work e-mail and we will send you a code."}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {email ? (
            <CodeForm token={token} email={email} onChangeEmail={() => setEmail(null)} />
          ) : (
            <EmailForm token={token} onSent={setEmail} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function EmailForm({ token, onSent }: { token: string; onSent: (email: string) => void }) {
  const form = useForm({
    resolver: zodResolver(accessRequestSchema),
    defaultValues: { email: "" },
  });
  const request = useRequestAccessCode(token);
  const onSubmit = ({ email }: { email: string }) =>
    request.mutate({ email: email.trim() }, { onSuccess: () => onSent(email.trim()) });
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" noValidate>
        <LabeledField control={form.control} name="email" label="Work e-mail">
          {(field) => <Input type="email" autoComplete="email" {...field} />}
        </LabeledField>
        {request.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {messageOf(request.error, "The code could not be sent. Try again.")}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={request.isPending}>
          {request.isPending ? "Sending..." : "Send code"}
        </Button>
      </form>
    </Form>
  );
}

function CodeForm({
  token,
  email,
  onChangeEmail,
}: {
  token: string;
  email: string;
  onChangeEmail: () => void;
}) {
  const form = useForm({
    resolver: zodResolver(accessVerifySchema),
    defaultValues: { email, code: "" },
  });
  const verify = useVerifyAccessCode(token);
  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit((values) => verify.mutate(values))}
        className="space-y-4"
        noValidate
      >
        <LabeledField control={form.control} name="code" label="Code">
          {(field) => (
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="tracking-[0.4em]"
              {...field}
            />
          )}
        </LabeledField>
        {verify.isError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {messageOf(verify.error, "The code could not be checked. Try again.")}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? "Verifying..." : "Verify"}
        </Button>
        <Button type="button" variant="link" className="w-full" onClick={onChangeEmail}>
          Use another e-mail or send a new code
        </Button>
      </form>
    </Form>
  );
}
