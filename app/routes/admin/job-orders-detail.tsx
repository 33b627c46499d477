import { useParams } from "react-router";
import { AdminOnly } from "~/components/admin/admin-only";
import { HireDialog } from "~/features/engagements/hire-dialog";
import { JobOrderScreen } from "~/features/job-orders/job-order-screen";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Job Order");

/** /admin/job-orders/{id}: the brief, matches, pipeline board and activity. */
export default function JobOrderDetail() {
  const { id } = useParams();
  return (
    <AdminOnly>
      <JobOrderScreen key={id} id={id ?? ""} HireDialog={HireDialog} />
    </AdminOnly>
  );
}
