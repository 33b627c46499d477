import { useParams } from "react-router";
import { DecisionPage } from "~/features/engagements/decision-page";
import { privateMeta } from "~/lib/seo";

export const meta = () => privateMeta("Your trial");

/**
 * /engagements/decide/{token}: reached from the trial's e-mail. Public (the token
 * is the key), never prerendered, never indexed.
 */
export default function Decide() {
  const { token = "" } = useParams();
  return <DecisionPage key={token} token={token} />;
}
