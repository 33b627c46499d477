/**
 * The CSV import: choosing a file runs a dry run that lists, row by row, what
 * would be created, updated or skipped and every error; Import stays disabled while any
 * error remains, so the admin fixes the file and chooses it again.
 */
import { useQueryClient } from "@tanstack/react-query";
import { Upload } from "lucide-react";
import { useId, useState } from "react";
import type { ImportResult } from "#common/candidate-csv.ts";
import { CANDIDATE_CSV_FIELDS, CSV_LIST_SEPARATOR } from "#common/candidate-csv-values.ts";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { ApiError } from "~/lib/api";
import { candidatesKey } from "./api.ts";
import { importCsv } from "./recruiter-api.ts";

type Phase = "idle" | "checking" | "checked" | "importing" | "done" | "failed";

function Summary({ result, done }: { result: ImportResult; done: boolean }) {
  const verb = done ? "" : "would be ";
  return (
    <ul className="grid grid-cols-3 gap-2 text-center text-sm" data-testid="import-summary">
      <li className="rounded-md border p-2">
        <span className="block text-lg font-semibold">{result.created}</span>
        {verb}created
      </li>
      <li className="rounded-md border p-2">
        <span className="block text-lg font-semibold">{result.updated}</span>
        {verb}updated
      </li>
      <li className="rounded-md border p-2">
        <span className="block text-lg font-semibold">{result.skipped}</span>
        {verb}skipped
      </li>
    </ul>
  );
}

function RowTable({
  caption,
  rows,
}: {
  caption: string;
  rows: { row: number; field: string; message: string }[];
}) {
  return (
    <div className="max-h-48 overflow-auto rounded-md border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/40">
          <tr>
            <th scope="col" className="p-2">
              Row
            </th>
            <th scope="col" className="p-2">
              Field
            </th>
            <th scope="col" className="p-2">
              Message
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((e) => (
            <tr key={`${e.row}-${e.field}-${e.message}`} className="border-t">
              <td className="p-2">{e.row}</td>
              <td className="p-2">{e.field}</td>
              <td className="p-2">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CandidateImportDialog() {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [progress, setProgress] = useState(0);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState("");

  const run = async (chosen: File, dryRun: boolean) => {
    setPhase(dryRun ? "checking" : "importing");
    setProgress(0);
    setFailure("");
    try {
      const answer = await importCsv(chosen, dryRun, setProgress);
      setResult(answer);
      setPhase(dryRun ? "checked" : "done");
      if (!dryRun) await queryClient.invalidateQueries({ queryKey: [candidatesKey] });
    } catch (error) {
      setResult(null);
      setFailure(error instanceof ApiError ? error.serverMessage : String(error));
      setPhase("failed");
    }
  };

  const reset = () => {
    setFile(null);
    setPhase("idle");
    setResult(null);
    setFailure("");
  };
  const busy = phase === "checking" || phase === "importing";
  const canImport = phase === "checked" && !!file && result?.errors.length === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden="true" />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Import developers</DialogTitle>
          <DialogDescription>
            A CSV file with a header row naming the candidate fields ({CANDIDATE_CSV_FIELDS[0]},{" "}
            {CANDIDATE_CSV_FIELDS[1]}, {CANDIDATE_CSV_FIELDS[3]}, …); lists separated by "
            {CSV_LIST_SEPARATOR}". The file is checked first; nothing is written until you import.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={inputId}>CSV file</Label>
            <Input
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(e) => {
                const chosen = e.target.files?.[0] ?? null;
                // The same file chosen again (after fixing it) must fire a change again.
                e.target.value = "";
                setFile(chosen);
                if (chosen) void run(chosen, true);
              }}
            />
            {file && <p className="text-sm text-muted-foreground">{file.name}</p>}
          </div>
          {busy && (
            <div className="space-y-1" role="status">
              <p className="text-sm">
                {phase === "checking" ? "Checking the file..." : "Importing..."}
                {progress >= 1 && " The server is processing the rows."}
              </p>
              <Progress value={Math.round(progress * 100)} aria-label="Upload progress" />
            </div>
          )}
          {phase === "failed" && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
          {result && (phase === "checked" || phase === "done") && (
            <div className="space-y-3" aria-live="polite">
              <p className="font-medium">
                {phase === "done"
                  ? "Import finished."
                  : result.errors.length > 0
                    ? `${result.errors.length} ${result.errors.length === 1 ? "error" : "errors"} to fix before importing. Fix the file and choose it again.`
                    : "Ready to import."}
              </p>
              <Summary result={result} done={phase === "done"} />
              {result.errors.length > 0 && <RowTable caption="Errors" rows={result.errors} />}
              {result.duplicates.length > 0 && (
                <RowTable
                  caption="Probable duplicates"
                  rows={result.duplicates.map((d) => ({
                    row: d.row,
                    field: "duplicate",
                    message: d.reason,
                  }))}
                />
              )}
            </div>
          )}
        </div>
        <DialogFooter>
          {phase === "done" ? (
            <Button onClick={() => setOpen(false)}>Close</Button>
          ) : (
            <Button disabled={!canImport || busy} onClick={() => file && void run(file, false)}>
              Import
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
