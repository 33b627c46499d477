/**
 * "Hire" from a pipeline card: start date, hours a week and rate → a new engagement
 * (engagementEndpoints.create). The candidate moves to Hired and is busy while it runs.
 */
import { useId, useState } from "react";
import { ENGAGEMENT_LIMITS } from "#common/engagement-values.ts";
import type { PipelineEntry } from "#common/job-order.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/use-toast";
import { ApiError } from "~/lib/api";
import { useCreateEngagement } from "./api.ts";
import { engagementCopy, todayDate } from "./copy.ts";

const fieldErrorsOf = (error: unknown) => (error instanceof ApiError ? error.fieldErrors : {});
const numberOrNull = (value: string) => (value.trim() === "" ? null : Number(value));

export function HireDialog({
  jobOrderId,
  hoursPerWeek,
  entry,
  onClose,
}: {
  jobOrderId: string;
  /** The job order's hours a week, the form's default. */
  hoursPerWeek: number | null;
  entry: PipelineEntry | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {entry && (
          <HireForm
            key={entry.candidateId}
            jobOrderId={jobOrderId}
            hoursPerWeek={hoursPerWeek}
            entry={entry}
            onClose={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function HireForm({
  jobOrderId,
  hoursPerWeek,
  entry,
  onClose,
}: {
  jobOrderId: string;
  hoursPerWeek: number | null;
  entry: PipelineEntry;
  onClose: () => void;
}) {
  const ids = { start: useId(), hours: useId(), rate: useId() };
  const create = useCreateEngagement();
  const [startDate, setStartDate] = useState(todayDate);
  const [hours, setHours] = useState(hoursPerWeek === null ? "" : String(hoursPerWeek));
  const [rate, setRate] = useState(
    entry.candidate.hourlyRate === null ? "" : String(entry.candidate.hourlyRate),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const name = entry.candidate.fullName;
  return (
    <>
      <DialogHeader>
        <DialogTitle>
          {engagementCopy.hireTitle} {name}
        </DialogTitle>
        <DialogDescription>{engagementCopy.hireDescription}</DialogDescription>
      </DialogHeader>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          create.mutate(
            {
              jobOrderId,
              candidateId: entry.candidateId,
              startDate,
              hoursPerWeek: numberOrNull(hours),
              rate: numberOrNull(rate),
            },
            {
              onSuccess: (engagement) => {
                toast({
                  title: "Hired",
                  description: `${name} starts on ${engagement.startDate}: the 7-day trial is on.`,
                });
                onClose();
              },
              onError: (error) => {
                setErrors(fieldErrorsOf(error));
              },
            },
          );
        }}
      >
        <div className="space-y-1">
          <Label htmlFor={ids.start}>Start date</Label>
          <Input
            id={ids.start}
            type="date"
            required
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            aria-invalid={errors.startDate ? true : undefined}
          />
          {errors.startDate && <p className="text-sm text-destructive">{errors.startDate}</p>}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor={ids.hours}>Hours a week</Label>
            <Input
              id={ids.hours}
              type="number"
              inputMode="numeric"
              min={ENGAGEMENT_LIMITS.hoursPerWeek.min}
              max={ENGAGEMENT_LIMITS.hoursPerWeek.max}
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              aria-invalid={errors.hoursPerWeek ? true : undefined}
            />
            {errors.hoursPerWeek && (
              <p className="text-sm text-destructive">{errors.hoursPerWeek}</p>
            )}
          </div>
          <div className="space-y-1">
            <Label htmlFor={ids.rate}>Rate ($ an hour)</Label>
            <Input
              id={ids.rate}
              type="number"
              inputMode="numeric"
              min={ENGAGEMENT_LIMITS.rate.min}
              max={ENGAGEMENT_LIMITS.rate.max}
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              aria-invalid={errors.rate ? true : undefined}
            />
            {errors.rate && <p className="text-sm text-destructive">{errors.rate}</p>}
          </div>
        </div>
        {create.isError && Object.keys(fieldErrorsOf(create.error)).length === 0 && (
          <p role="alert" className="text-sm text-destructive">
            {create.error instanceof ApiError ? create.error.serverMessage : create.error.message}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending || !startDate}>
            Hire {name}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
