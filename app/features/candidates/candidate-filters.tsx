/**
 * The developer list's filters. They edit a draft and apply it to the URL on submit, so
 * every applied view is a link that can be bookmarked or shared.
 */
import { useEffect, useState } from "react";
import {
  AVAILABILITY_VALUES,
  CANDIDATE_STATUS_VALUES,
  SEARCH_QUERY_MAX,
} from "#common/constants.ts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import type { FilterKey, Filters } from "./api.ts";
import { candidateStatusLabels } from "./candidate-status.tsx";

const sortLabels = {
  newest: "Newest first",
  score: "Highest AI score",
  rate: "Lowest hourly rate",
  experience: "Most experience",
} as const;

export function CandidateFilters({
  filters,
  onApply,
  showTags = false,
}: {
  filters: Filters;
  onApply: (filters: Filters) => void;
  /** Tags are admin-only, never shown to others: only admins get their filter. */
  showTags?: boolean;
}) {
  const [draft, setDraft] = useState<Filters>(filters);
  // Back/forward navigation changes the URL: show what it says.
  useEffect(() => setDraft(filters), [filters]);
  const field = (key: FilterKey) => ({
    id: `filter-${key}`,
    name: key,
    value: draft[key] ?? "",
    // The value is read in the handler: a queued update runs after React has put the
    // controlled field back to its old value, and would read that instead.
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = e.target.value;
      setDraft((d) => ({ ...d, [key]: value }));
    },
  });

  return (
    <form
      role="search"
      aria-label="Filter developers"
      className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
    >
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor="filter-q">Search</Label>
        <Input
          type="search"
          placeholder="Name, title, skill, location..."
          maxLength={SEARCH_QUERY_MAX}
          {...field("q")}
        />
      </div>
      <div className="space-y-2 sm:col-span-2">
        <Label htmlFor="filter-skills">Skills (all of, comma-separated)</Label>
        <Input placeholder="React, TypeScript" {...field("skills")} />
      </div>
      {showTags && (
        <div className="space-y-2 sm:col-span-2">
          <Label htmlFor="filter-tags">Tags (all of, comma-separated)</Label>
          <Input placeholder="shortlisted, senior" {...field("tags")} />
        </div>
      )}
      <div className="space-y-2">
        <Label htmlFor="filter-availability">Availability</Label>
        <NativeSelect {...field("availability")}>
          <option value="">Any availability</option>
          {AVAILABILITY_VALUES.map((v) => (
            <option key={v} value={v}>
              {v}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="filter-status">Status</Label>
        <NativeSelect {...field("status")}>
          <option value="">Any status</option>
          {CANDIDATE_STATUS_VALUES.map((v) => (
            <option key={v} value={v}>
              {candidateStatusLabels[v]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-2">
        <Label htmlFor="filter-minRate">Min. rate ($/hr)</Label>
        <Input type="number" min={1} max={1000} inputMode="numeric" {...field("minRate")} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="filter-maxRate">Max. rate ($/hr)</Label>
        <Input type="number" min={1} max={1000} inputMode="numeric" {...field("maxRate")} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="filter-minScore">Min. AI score (%)</Label>
        <Input type="number" min={0} max={100} inputMode="numeric" {...field("minScore")} />
      </div>
      <div className="space-y-2">
        <Label htmlFor="filter-sort">Sort by</Label>
        <NativeSelect {...field("sort")}>
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value === "newest" ? "" : value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-2">
        <Button type="submit">Apply filters</Button>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          Clear filters
        </Button>
      </div>
    </form>
  );
}
