/**
 * The verdicts on a link's developers (product-extensions §1, GET/PUT/DELETE
 * /api/shared/{token}/verdicts…): read once per link and page (./link-read-store.ts), kept
 * for every view that shows them (listing cards, profile, compare), and read again after
 * each change.
 */
import type { VerdictBody, VerdictItem } from "#common/verdict.ts";
import { apiJson } from "~/lib/api";
import { linkRead } from "./link-read-store.ts";
import { useAction } from "./use-action.ts";

const verdictsUrl = (token: string) => `/api/shared/${encodeURIComponent(token)}/verdicts`;

const verdicts = linkRead<VerdictItem[]>(verdictsUrl);

/** Who the viewer is changed (a verification): the next view reads the verdicts again. */
export const forgetVerdicts = verdicts.forget;

/** The link's verdicts; read when first asked for (and `enabled`). */
export const useVerdicts = (token: string, enabled = true) => verdicts.use(token, { enabled });

const verdictUrl = (token: string, developerId: string) =>
  `${verdictsUrl(token)}/${encodeURIComponent(developerId)}`;

export const useSaveVerdict = (token: string) =>
  useAction(async ({ developerId, body }: { developerId: string; body: VerdictBody }) => {
    const saved = await apiJson<VerdictItem>("PUT", verdictUrl(token, developerId), body);
    await verdicts.load(token);
    return saved;
  });

export const useClearVerdict = (token: string) =>
  useAction(async (developerId: string) => {
    await apiJson<null>("DELETE", verdictUrl(token, developerId));
    await verdicts.load(token);
    return null;
  });
