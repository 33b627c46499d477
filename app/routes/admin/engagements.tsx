import { AdminOnly } from "~/components/admin/admin-only";
import { EngagementsScreen } from "~/features/engagements/engagements-screen";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Engagements");

/** /admin/engagements: every engagement with its trial and feedback. */
export default function Engagements() {
  return (
    <AdminOnly>
      <EngagementsScreen />
    </AdminOnly>
  );
}
