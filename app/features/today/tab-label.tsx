import type { Today } from "#common/today.ts";
import { useToday } from "./api.ts";

type Count = keyof Today["counts"];

/**
 * A dashboard tab's label with the count of what waits there, from the one Today read the
 * dashboard already makes (blank until it is known): "Today (7)", "Applications (3)".
 */
function CountedLabel({ label, count }: { label: string; count: Count }) {
  const today = useToday();
  const value = today.data?.counts[count];
  return <>{value === undefined ? label : `${label} (${value})`}</>;
}

/** The label component of a tab counted by `count`. */
export const countedLabel = (label: string, count: Count) => () => (
  <CountedLabel label={label} count={count} />
);

/** Today's label counts everything that waits. */
export const TodayTabLabel = countedLabel("Today", "total");
