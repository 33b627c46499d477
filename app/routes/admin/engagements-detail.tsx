import { useParams } from "react-router";
import { AdminOnly } from "~/components/admin/admin-only";
import { EngagementScreen } from "~/features/engagements/engagement-screen";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Engagement");

/** /admin/engagements/{id}: the trial's countdown, feedback, end and replace. */
export default function EngagementDetail() {
  const { id } = useParams();
  return (
    <AdminOnly>
      <EngagementScreen key={id} id={id ?? ""} />
    </AdminOnly>
  );
}
