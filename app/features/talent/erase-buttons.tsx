/**
 * Admins erase a candidate's or an inquiry's personal data on request, as the law expects: one
 * button each, confirmed once, on the candidate's profile and on the inquiry.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ShieldX } from "lucide-react";
import { useState } from "react";
import { talentEndpoints } from "#common/endpoints/talent.ts";
import { ERASED_NAME } from "#common/talent-values.ts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { candidatesKey } from "~/features/candidates/api";
import { SectionTitle } from "~/features/candidates/candidate-profile";
import { ApiError } from "~/lib/api";
import { call } from "~/lib/endpoint-client";

/** The admins' erasures: a candidate's or an inquiry's, by id. */
type EraseEndpoint = typeof talentEndpoints.eraseCandidate | typeof talentEndpoints.eraseInquiry;

export function useErase(ep: EraseEndpoint, id: string, invalidate: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(ep, { params: { id } }),
    onSuccess: () => {
      client.invalidateQueries({ queryKey: invalidate });
      toast({ title: "Personal data erased" });
    },
    onError: (error) =>
      toast({
        title: "Error",
        description: error instanceof ApiError ? error.serverMessage : error.message,
        variant: "destructive",
      }),
  });
}

export function Confirm({
  label,
  onConfirm,
  busy,
}: {
  label: string;
  onConfirm: () => void;
  busy: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <Button type="button" variant="outline" size="sm" onClick={() => setAsking(true)}>
        <ShieldX aria-hidden="true" />
        {label}
      </Button>
    );
  }
  return (
    <span
      className="inline-flex flex-wrap items-center gap-2"
      role="group"
      aria-label="Confirm erasure"
    >
      <span className="text-sm font-medium text-destructive">This cannot be undone.</span>
      <Button type="button" variant="destructive" size="sm" disabled={busy} onClick={onConfirm}>
        Erase
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={() => setAsking(false)}>
        Cancel
      </Button>
    </span>
  );
}

/** On the candidate's profile (admins): the name, contact details, links and files go. */
export function EraseCandidateCard({
  candidateId,
  fullName,
}: {
  candidateId: string;
  fullName: string;
}) {
  const erase = useErase(talentEndpoints.eraseCandidate, candidateId, [candidatesKey]);
  if (fullName === ERASED_NAME) return null;
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Personal data</SectionTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">
          On request, erase this developer's name, contact details, links, summary, résumé and
          files. The profile stays as "{ERASED_NAME}" so pipelines and engagements still add up.
        </p>
        <Confirm
          label="Erase personal data"
          busy={erase.isPending}
          onConfirm={() => erase.mutate()}
        />
      </CardContent>
    </Card>
  );
}
