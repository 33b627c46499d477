import { useToday } from "./api.ts";

/** The Today tab's label, with the count of what waits (blank until it is known). */
export function TodayTabLabel() {
  const today = useToday();
  const total = today.data?.counts.total;
  return <>{total === undefined ? "Today" : `Today (${total})`}</>;
}
