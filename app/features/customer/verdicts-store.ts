/**
 * The verdicts on a link's developers (common/endpoints/customer.ts), so colleagues see
 * each other's: read once per link and page (./link-read-store.ts), kept
 * for every view that shows them (listing cards, profile, compare), and read again after
 * each change.
 */
import type { BodyOf } from "#common/endpoint.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import { linkRead } from "./link-read-store.ts";
import { sharedCall, sharedRead } from "./shared-call.ts";
import { useAction } from "./use-action.ts";

const verdicts = linkRead((token) => sharedRead(customerEndpoints.verdicts, { token }));

/** Who the viewer is changed (a verification): the next view reads the verdicts again. */
export const forgetVerdicts = verdicts.forget;

/** The link's verdicts; read when first asked for (and `enabled`). */
export const useVerdicts = (token: string, enabled = true) => verdicts.use(token, { enabled });

export const useSaveVerdict = (token: string) =>
  useAction(
    async ({
      developerId,
      body,
    }: {
      developerId: string;
      body: BodyOf<typeof customerEndpoints.putVerdict>;
    }) => {
      const saved = await sharedCall(customerEndpoints.putVerdict, { token, developerId }, body);
      await verdicts.load(token);
      return saved;
    },
  );

export const useClearVerdict = (token: string) =>
  useAction(async (developerId: string) => {
    await sharedCall(customerEndpoints.clearVerdict, { token, developerId });
    await verdicts.load(token);
    return null;
  });
