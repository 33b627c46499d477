import { CustomerComparePage } from "~/features/customer/compare-page";
import { privateMeta } from "~/lib/seo";

/** A customer's page: never indexed, like the listing and profiles. */
export const meta = () => privateMeta("Compare Developers");

/** /shared/{token}/compare?ids=a,b[,c]: 2–3 of the link's developers side by side. */
export default CustomerComparePage;
