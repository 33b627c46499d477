/**
 * A candidate's tags and internal notes on the profile: admin-only, never shown
 * to customers (the customer views reuse candidate-profile, not this file).
 */
import { useId, useState } from "react";
import type { Candidate } from "#common/candidate.ts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { ApiError } from "~/lib/api";
import { formatMediumDateTime } from "~/lib/format";
import { SectionTitle } from "./candidate-profile.tsx";
import { useAddNote, useNotes } from "./recruiter-api.ts";

export function CandidateTags({ candidate }: { candidate: Candidate }) {
  return (
    <Card>
      <CardHeader>
        <SectionTitle>Tags</SectionTitle>
      </CardHeader>
      <CardContent>
        {candidate.tags.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tags yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {candidate.tags.map((t) => (
              <li key={t}>
                <Badge variant="outline">{t}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function CandidateNotes({ candidateId }: { candidateId: string }) {
  const fieldId = useId();
  const notes = useNotes(candidateId);
  const add = useAddNote(candidateId);
  const [body, setBody] = useState("");
  const [error, setError] = useState("");

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The schema (and zod) loads at the first note, not with the profile.
    const { noteInputSchema } = await import("#common/candidate-note.ts");
    const parsed = noteInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid");
      return;
    }
    setError("");
    add.mutate(parsed.data, {
      onSuccess: () => setBody(""),
      onError: (err) =>
        setError(
          err instanceof ApiError ? (err.fieldErrors.body ?? err.serverMessage) : err.message,
        ),
    });
  };

  return (
    <Card>
      <CardHeader>
        <SectionTitle>Notes</SectionTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} className="space-y-2" noValidate>
          <Label htmlFor={fieldId}>Add a note (admins only)</Label>
          <Textarea
            id={fieldId}
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? `${fieldId}-error` : undefined}
          />
          {error && (
            <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? "Adding..." : "Add note"}
          </Button>
        </form>
        {notes.isLoading ? (
          <p className="text-sm text-muted-foreground">Loading notes...</p>
        ) : notes.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load notes.
          </p>
        ) : (notes.data ?? []).length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ol className="space-y-3" aria-label="Notes">
            {notes.data?.map((n) => (
              <li key={n.id} className="rounded-md border p-3">
                <p className="whitespace-pre-wrap break-words text-sm">{n.body}</p>
                <p className="mt-2 text-xs text-muted-foreground">
                  {n.author?.name ?? "Deleted user"} ·{" "}
                  <time dateTime={n.createdAt}>{formatMediumDateTime(new Date(n.createdAt))}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
