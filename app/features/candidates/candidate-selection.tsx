/**
 * Picking candidates to compare on the developer list (admins): the customer listing's
 * checkbox, selection state and bar, opening /developers/compare once 2–3 are picked.
 */
import { CompareBar } from "~/components/compare-selection";

export {
  COMPARE_MAX,
  COMPARE_MIN,
  CompareCheckbox,
  useCompareSelection,
} from "~/components/compare-selection";

export const candidateComparePath = (ids: string[]) =>
  `/developers/compare?ids=${ids.map(encodeURIComponent).join(",")}`;

export function CandidateCompareBar(props: { selected: string[]; onClear: () => void }) {
  return <CompareBar compareHref={candidateComparePath} {...props} />;
}
