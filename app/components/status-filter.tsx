import { ArrowLeft } from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { NativeSelect } from "~/components/ui/native-select";

/**
 * A list screen's `?status=` filter: the value in the URL when it is one of `statuses`, else
 * "" (all). Kept in the URL so a filtered list can be shared and survives a reload.
 */
export function useStatusParam<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("status");
  const status: S | "" = statuses.includes(requested as S) ? (requested as S) : "";
  const setStatus = (next: string) => setParams(next ? { status: next } : {}, { replace: true });
  return [status, setStatus] as const;
}

/** The labelled select of a `?status=` filter, "All …" first. */
export function StatusFilter<S extends string>({
  statuses,
  labels,
  allLabel,
  value,
  onChange,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  allLabel: string;
  value: S | "";
  onChange: (next: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        Status
      </label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="sm:w-56"
      >
        <option value="">{allLabel}</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {labels[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/** An admin screen's heading: the way back, the title and one line of intro. */
export function ScreenHeading({
  backTo,
  backLabel,
  title,
  intro,
}: {
  backTo: string;
  backLabel: string;
  title: string;
  intro: string;
}) {
  return (
    <div className="space-y-2">
      <Link
        to={backTo}
        className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {backLabel}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{intro}</p>
    </div>
  );
}
