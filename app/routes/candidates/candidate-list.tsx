import { DollarSign, Download, Filter, Plus, Star, UserCheck, Users } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { StatCard } from "~/components/stat-card";
import { Button } from "~/components/ui/button";
import { useAuth } from "~/features/auth/api";
import {
  type Filters,
  filtersFromParams,
  filtersToParams,
  hasNarrowingFilters,
  useCandidateSearch,
  useCandidateStats,
} from "~/features/candidates/api";
import { CandidateCard, OFFSCREEN_CELL } from "~/features/candidates/candidate-card";
import { CandidateFilters } from "~/features/candidates/candidate-filters";
import { CandidateImportDialog } from "~/features/candidates/candidate-import";
import {
  CandidateCompareBar,
  CompareCheckbox,
  useCompareSelection,
} from "~/features/candidates/candidate-selection";
import { exportUrl } from "~/features/candidates/recruiter-api";
import { SavedSearchesDialog } from "~/features/candidates/saved-searches";
import {
  PoolAccessNotice,
  poolAccessRefusal,
} from "~/features/email-verification/pool-access-notice";
import { formatCount } from "~/lib/format";
import { privateMeta } from "~/lib/seo";
import { screenHeadings } from "~/screen-headings";

export const meta = () => privateMeta("Developers");

/** The developer list, with working filters kept in the URL and paged loading. */
export default function CandidateListPage() {
  const { isAdmin } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const paramsKey = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the params' text is their identity
  const filters = useMemo(() => filtersFromParams(searchParams), [paramsKey]);
  const [showFilters, setShowFilters] = useState(() => Object.keys(filters).length > 0);
  const stats = useCandidateStats();
  const search = useCandidateSearch(filters);
  const compare = useCompareSelection();

  const developers = search.data?.pages.flatMap((p) => p.items) ?? [];
  const firstPage = search.data?.pages[0];
  const totalLabel = firstPage?.capped
    ? `${formatCount(firstPage.total)}+`
    : formatCount(firstPage?.total ?? 0);
  const applyFilters = (next: Filters) => setSearchParams(filtersToParams(next));
  // An account that may not read the pool yet: say why instead of the figures and cards.
  const refusal = poolAccessRefusal(search.error) ?? poolAccessRefusal(stats.error);
  if (refusal) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight">{screenHeadings.developers.title}</h1>
        <p className="mt-1 text-muted-foreground">{screenHeadings.developers.intro}</p>
        <div className="mt-10">
          <PoolAccessNotice refusal={refusal} />
        </div>
      </div>
    );
  }

  return (
    // Room below the last cards for the compare bar, which is fixed to the bottom.
    <div
      className={`mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 ${compare.selected.length > 0 ? "pb-28" : ""}`}
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{screenHeadings.developers.title}</h1>
          <p className="mt-1 text-muted-foreground">{screenHeadings.developers.intro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            aria-expanded={showFilters}
            aria-controls="developer-filters"
            onClick={() => setShowFilters((v) => !v)}
          >
            <Filter aria-hidden="true" />
            Filter
          </Button>
          {isAdmin && (
            <Button asChild>
              <Link to="/developers/new">
                <Plus aria-hidden="true" />
                Add Developer
              </Link>
            </Button>
          )}
        </div>
      </div>
      {isAdmin && (
        <div className="mt-4 flex flex-wrap gap-2" role="toolbar" aria-label="Recruiter tools">
          <SavedSearchesDialog filters={filters} />
          <Button asChild variant="outline">
            <a href={exportUrl(filters)} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <CandidateImportDialog />
        </div>
      )}

      <section
        aria-label="Talent pool figures"
        className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4"
      >
        <StatCard label="Total Candidates" value={stats.data?.total ?? "–"} icon={Users} />
        <StatCard label="Active" value={stats.data?.active ?? "–"} icon={UserCheck} />
        <StatCard
          label="Avg. Rate"
          value={stats.data ? `$${stats.data.avgRate}/hr` : "–"}
          icon={DollarSign}
        />
        <StatCard
          label="Avg. Score"
          value={stats.data ? `${stats.data.avgScore}%` : "–"}
          icon={Star}
        />
      </section>

      {showFilters && (
        <div id="developer-filters" className="mt-6">
          <CandidateFilters filters={filters} onApply={applyFilters} showTags={isAdmin} />
        </div>
      )}

      <section aria-label="Developers" className="mt-8">
        {search.isLoading ? (
          <p className="py-12 text-center text-muted-foreground">Loading developers...</p>
        ) : search.isError ? (
          <p role="alert" className="py-12 text-center text-destructive">
            Could not load developers. {search.error.message}
          </p>
        ) : developers.length === 0 ? (
          <div className="py-16 text-center">
            <Users className="mx-auto h-12 w-12 text-muted-foreground" aria-hidden="true" />
            <h2 className="mt-4 text-lg font-semibold">No developers</h2>
            <p className="mt-1 text-muted-foreground">
              {hasNarrowingFilters(filters)
                ? "No developers match these filters."
                : "Get started by adding your first developer"}
            </p>
          </div>
        ) : (
          <>
            <p className="mb-4 text-sm text-muted-foreground" aria-live="polite">
              Showing {developers.length} of {totalLabel} developers
            </p>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {developers.map((d) =>
                isAdmin ? (
                  // The card is one link, so the checkbox sits below it, not inside; and
                  // outside the skipped cell, where checks of its size and spacing see it laid out.
                  <div key={d.id} className="flex h-full flex-col gap-2">
                    <div className={`grid flex-1 ${OFFSCREEN_CELL}`}>
                      <CandidateCard developer={d} href={`/developers/${d.id}`} />
                    </div>
                    <CompareCheckbox
                      id={d.id}
                      name={d.fullName}
                      selected={compare.selected}
                      onToggle={compare.toggle}
                    />
                  </div>
                ) : (
                  <div key={d.id} className={`grid ${OFFSCREEN_CELL}`}>
                    <CandidateCard developer={d} href={`/developers/${d.id}`} />
                  </div>
                ),
              )}
            </div>
            {search.hasNextPage && (
              <div className="mt-8 flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => search.fetchNextPage()}
                  disabled={search.isFetchingNextPage}
                >
                  {search.isFetchingNextPage ? "Loading..." : "Load more"}
                </Button>
              </div>
            )}
          </>
        )}
      </section>
      {isAdmin && <CandidateCompareBar selected={compare.selected} onClear={compare.clear} />}
    </div>
  );
}
