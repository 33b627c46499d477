import { AdminOnly } from "~/components/admin/admin-only";
import { CampaignsScreen } from "~/features/campaigns/campaigns-screen";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Email Campaigns");

/**
 * /admin/campaigns: compose, send and follow e-mail campaigns. It sits outside the route guard,
 * inside the admin-only wrapper (its toast and redirect for a visitor signed out); the server
 * refuses every campaign call to anyone but an admin regardless.
 */
export default function Campaigns() {
  return (
    <AdminOnly>
      <CampaignsScreen />
    </AdminOnly>
  );
}
