/**
 * Saved searches on the developer list: save the applied filters under a name,
 * then apply or delete them. Each user sees only their own (the server scopes them).
 */
import { Bookmark, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ApiError } from "~/lib/api";
import { type Filters, filtersToParams } from "./api.ts";
import {
  savedQueryToParams,
  useDeleteSavedSearch,
  useSavedSearches,
  useSaveSearch,
} from "./recruiter-api.ts";

export function SavedSearchesDialog({ filters }: { filters: Filters }) {
  const nameId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const searches = useSavedSearches(open);
  const save = useSaveSearch();
  const remove = useDeleteSavedSearch();
  const query = filtersToParams(filters).toString();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    // The schema (and zod) loads at the first save, not with the developer list.
    const { savedSearchInputSchema } = await import("#common/saved-search.ts");
    const parsed = savedSearchInputSchema.safeParse({ name, query });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Invalid");
      return;
    }
    setError("");
    save.mutate(parsed.data, {
      onSuccess: () => setName(""),
      onError: (err) =>
        setError(
          err instanceof ApiError ? (err.fieldErrors.name ?? err.serverMessage) : err.message,
        ),
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Bookmark aria-hidden="true" />
          Saved searches
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Saved searches</DialogTitle>
          <DialogDescription>
            {query
              ? "Save the filters applied now, or open one saved before."
              : "Open a search saved before, or apply filters first to save them."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-2" noValidate>
          <Label htmlFor={nameId}>Name for the current search</Label>
          <div className="flex gap-2">
            <Input
              id={nameId}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={error ? `${nameId}-error` : undefined}
              placeholder="Senior React, available"
            />
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
          </div>
          {error && (
            <p id={`${nameId}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
        <section aria-label="Your saved searches" className="mt-2">
          {searches.isLoading ? (
            <p className="text-sm text-muted-foreground">Loading...</p>
          ) : searches.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load saved searches.
            </p>
          ) : (searches.data ?? []).length === 0 ? (
            <p className="text-sm text-muted-foreground">No saved searches yet.</p>
          ) : (
            <ul className="divide-y rounded-md border">
              {searches.data?.map((s) => {
                const params = savedQueryToParams(s.query).toString();
                return (
                  <li key={s.id} className="flex items-center justify-between gap-2 p-2">
                    <Link
                      to={`/developers${params ? `?${params}` : ""}`}
                      onClick={() => setOpen(false)}
                      className="min-w-0 flex-1 truncate font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {s.name}
                    </Link>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete saved search ${s.name}`}
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(s.id)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
