import { AdminOnly } from "~/components/admin/admin-only";
import { ReportsScreen } from "~/features/job-orders/reports-screen";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Reports");

/**
 * /admin/reports: the job order summary as charts. Its own route module, so the
 * chart library loads with this screen only (decision 064).
 */
export default function Reports() {
  return (
    <AdminOnly>
      <ReportsScreen />
    </AdminOnly>
  );
}
