import { CandidateComparePage } from "~/features/candidates/candidate-compare";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Compare Developers");

/** /developers/compare?ids=a,b[,c]: 2–3 candidates side by side (admins). */
export default CandidateComparePage;
