import { AdminOnly } from "~/components/admin/admin-only";
import { JobOrdersScreen } from "~/features/job-orders/job-orders-screen";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Job Orders");

/**
 * /admin/job-orders: the job orders with their status, age, time to shortlist
 * and counts. Inside the admin-only wrapper like /admin/campaigns; the server refuses
 * every job order call to anyone but an admin regardless.
 */
export default function JobOrders() {
  return (
    <AdminOnly>
      <JobOrdersScreen />
    </AdminOnly>
  );
}
