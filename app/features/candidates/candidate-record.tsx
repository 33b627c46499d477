/**
 * On an admin's candidate screen: what the company has done with this candidate (their
 * application and its scorecard, the pipelines that hold them, their engagements), and a way
 * to put them on a job order without leaving the screen.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { APPLICATION_STATUS_LABELS, SCORECARD_LABELS } from "#common/application-values.ts";
import type { CandidateRecord as RecordData } from "#common/candidate-record.ts";
import { candidateEndpoints as endpoints } from "#common/endpoints/candidates.ts";
import { ENGAGEMENT_STATUS_LABELS } from "#common/engagement-values.ts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/use-toast";
import { SectionTitle } from "~/features/candidates/candidate-profile";
import { jobOrdersQuery, useMovePipelineEntry } from "~/features/job-orders/api";
import { stageLabels } from "~/features/job-orders/copy";
import { ApiError } from "~/lib/api";
import { call, keyOf } from "~/lib/endpoint-client";

/** Its own key (not the pool's), so a change to the pool leaves the record alone. */
const recordKey = (id: string) => keyOf(endpoints.record, { params: { id } });

export function CandidateRecord({ candidateId }: { candidateId: string }) {
  const record = useQuery({
    queryKey: recordKey(candidateId),
    queryFn: () => call(endpoints.record, { params: { id: candidateId } }),
  });
  const data = record.data;
  return (
    <Card>
      <CardHeader>
        <SectionTitle>With the company</SectionTitle>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        {record.isError && (
          <p role="alert" className="text-destructive">
            The record could not be loaded.
          </p>
        )}
        {data && (
          <>
            <section aria-label="Application" className="space-y-2">
              <h3 className="font-medium">Application</h3>
              {data.applications.length === 0 ? (
                <p className="text-muted-foreground">No application: added by an admin.</p>
              ) : (
                data.applications.map((a) => (
                  <div key={a.id} className="space-y-1">
                    <p>
                      {APPLICATION_STATUS_LABELS[a.status]} · applied{" "}
                      {new Date(a.createdAt).toLocaleDateString()}
                    </p>
                    {a.scorecard && (
                      <dl className="grid grid-cols-2 gap-x-4 sm:grid-cols-4">
                        {Object.entries(SCORECARD_LABELS).map(([key, label]) => (
                          <div key={key}>
                            <dt className="text-muted-foreground">{label}</dt>
                            <dd className="font-medium">
                              {a.scorecard![key as keyof typeof SCORECARD_LABELS]} / 5
                            </dd>
                          </div>
                        ))}
                      </dl>
                    )}
                    {a.note && <p className="text-muted-foreground">“{a.note}”</p>}
                  </div>
                ))
              )}
            </section>
            <section aria-label="Pipelines" className="space-y-2">
              <h3 className="font-medium">Pipelines</h3>
              {data.pipelines.length === 0 ? (
                <p className="text-muted-foreground">Not in any job order's pipeline.</p>
              ) : (
                <ul className="space-y-1">
                  {data.pipelines.map((p) => (
                    <li key={p.jobOrderId}>
                      <Link
                        className="text-primary underline underline-offset-4"
                        to={`/admin/job-orders/${p.jobOrderId}`}
                      >
                        {p.title}
                      </Link>{" "}
                      · {p.customerName} · {stageLabels[p.stage]}
                    </li>
                  ))}
                </ul>
              )}
              <AddToJobOrder candidateId={candidateId} record={data} />
            </section>
            <section aria-label="Engagements" className="space-y-2">
              <h3 className="font-medium">Engagements</h3>
              {data.engagements.length === 0 ? (
                <p className="text-muted-foreground">No engagement yet.</p>
              ) : (
                <ul className="space-y-1">
                  {data.engagements.map((e) => (
                    <li key={e.id}>
                      <Link
                        className="text-primary underline underline-offset-4"
                        to={`/admin/engagements/${e.id}`}
                      >
                        {e.title}
                      </Link>{" "}
                      · {e.customerName} · {ENGAGEMENT_STATUS_LABELS[e.status]} from {e.startDate}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** One select and one button: the candidate joins the chosen open job order at Sourced. */
function AddToJobOrder({ candidateId, record }: { candidateId: string; record: RecordData }) {
  const selectId = useId();
  const queryClient = useQueryClient();
  const orders = useQuery(jobOrdersQuery("open"));
  const [jobOrderId, setJobOrderId] = useState("");
  const move = useMovePipelineEntry(jobOrderId);
  const held = new Set(record.pipelines.map((p) => p.jobOrderId));
  const choices = (orders.data ?? []).filter((o) => !held.has(o.id));
  if (choices.length === 0) return null;
  return (
    <form
      className="flex flex-col gap-2 pt-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!jobOrderId) return;
        move.mutate(
          { candidateId, stage: "sourced", reason: null },
          {
            onSuccess: () => {
              setJobOrderId("");
              void queryClient.invalidateQueries({ queryKey: recordKey(candidateId) });
              toast({ title: "Success", description: "Added to the job order's pipeline" });
            },
            onError: (error) =>
              toast({
                title: "Error",
                description: error instanceof ApiError ? error.serverMessage : error.message,
                variant: "destructive",
              }),
          },
        );
      }}
    >
      <div className="flex-1 space-y-1">
        <Label htmlFor={selectId}>Add to a job order</Label>
        <NativeSelect
          id={selectId}
          value={jobOrderId}
          onChange={(e) => setJobOrderId(e.target.value)}
        >
          <option value="">Choose an open job order</option>
          {choices.map((o) => (
            <option key={o.id} value={o.id}>
              {o.title} · {o.customerName}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button type="submit" variant="outline" disabled={!jobOrderId || move.isPending}>
        Add
      </Button>
    </form>
  );
}
