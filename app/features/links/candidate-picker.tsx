/**
 * Picks a link's shortlist: search the talent pool, tick candidates, see the chosen ones
 * as removable chips. Nothing ticked means the link shows every active candidate.
 */
import { useQuery } from "@tanstack/react-query";
import { Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Spinner } from "~/components/spinner";
import { Badge } from "~/components/ui/badge";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { candidateQueries } from "~/features/candidates/api";

export interface PickedCandidate {
  id: string;
  fullName: string;
  title: string;
  isActive: string;
}

const RESULTS = 20;
const SEARCH_DELAY_MS = 250;

export function CandidatePicker({
  value,
  onChange,
}: {
  value: PickedCandidate[];
  onChange: (next: PickedCandidate[]) => void;
}) {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useQuery(candidateQueries.firstMatches(q, RESULTS));
  const searchId = useId();
  const chosen = new Set(value.map((c) => c.id));

  const toggle = (c: PickedCandidate, on: boolean) =>
    onChange(on ? [...value, c] : value.filter((v) => v.id !== c.id));

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {value.length === 0
          ? "No developers chosen: the link shows every active developer."
          : `${value.length} chosen: the link shows only these (while they are active).`}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen developers">
          {value.map((c) => (
            <li key={c.id}>
              <Badge variant="secondary" className="gap-1 py-1 pr-1">
                {c.fullName}
                <button
                  type="button"
                  onClick={() => toggle(c, false)}
                  className="rounded-sm p-0.5 hover:bg-background"
                  aria-label={`Remove ${c.fullName}`}
                >
                  <X className="h-3 w-3" aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <label htmlFor={searchId} className="sr-only">
          Search developers
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder="Search developers by name, title or skill"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="pl-9"
        />
      </div>
      {/* Busy from the first keystroke until the matching results are in: the list below
          may still show the previous search's (kept, so it does not collapse while typing). */}
      <div
        role="region"
        aria-label="Search results"
        aria-busy={text.trim() !== q || results.isFetching}
        className="max-h-56 overflow-y-auto rounded-md border"
      >
        {results.isLoading ? (
          <div className="flex justify-center p-4">
            <Spinner label="Loading developers..." />
          </div>
        ) : results.isError ? (
          <p className="p-3 text-sm text-destructive">Could not load developers.</p>
        ) : results.data && results.data.length > 0 ? (
          <ul aria-label="Developers">
            {results.data.map((c) => {
              const id = `pick-${c.id}`;
              return (
                <li key={c.id} className="flex items-center gap-3 border-b px-3 py-2 last:border-0">
                  <Checkbox
                    id={id}
                    checked={chosen.has(c.id)}
                    onCheckedChange={(on) =>
                      toggle(
                        { id: c.id, fullName: c.fullName, title: c.title, isActive: c.isActive },
                        on === true,
                      )
                    }
                  />
                  <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer text-sm">
                    <span className="block truncate font-medium">{c.fullName}</span>
                    <span className="block truncate text-muted-foreground">{c.title}</span>
                  </label>
                  {c.isActive !== "active" && (
                    <Badge variant="outline" className="capitalize">
                      {c.isActive}
                    </Badge>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="p-3 text-sm text-muted-foreground">No developers match.</p>
        )}
      </div>
    </div>
  );
}
