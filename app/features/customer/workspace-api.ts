/**
 * The customer workspace's calls (common/endpoints/customer.ts): e-mail verification,
 * interview requests and another role. The token is the key and the viewer
 * cookie (scoped by the server to this link) says who is asking, so every call sends
 * credentials. A verification or a verdict refreshes what depends on the viewer.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BodyOf } from "#common/endpoint.ts";
import { customerEndpoints } from "#common/endpoints/customer.ts";
import { ApiError } from "~/lib/api";
import { type CustomerListing, customerKey } from "./api.ts";
import { forgetInterviewRequests, reloadInterviewRequests } from "./interview-requests-store.ts";
import { sharedCall } from "./shared-call.ts";
import { useAction } from "./use-action.ts";
import { forgetVerdicts } from "./verdicts-store.ts";

/** A 401 whose body says the link wants a verified e-mail first (the verification step). */
export function needsVerification(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  try {
    return (JSON.parse(error.body) as { requireEmail?: unknown }).requireEmail === true;
  } catch {
    return false;
  }
}

/**
 * A 401 whose body says the link wants its agreement accepted first: the text to show, or
 * null for any other answer.
 */
export function agreementNeeded(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  try {
    const body = JSON.parse(error.body) as { requireAgreement?: unknown; agreementText?: unknown };
    return body.requireAgreement === true && typeof body.agreementText === "string"
      ? body.agreementText
      : null;
  } catch {
    return null;
  }
}

export const useRequestAccessCode = (token: string) =>
  useMutation({
    mutationFn: (body: BodyOf<typeof customerEndpoints.requestAccess>) =>
      sharedCall(customerEndpoints.requestAccess, { token }, body),
  });

/** Who the viewer is: the listing says so; a verification on another screen does too. */
const viewerKey = (token: string) => ["shared-viewer", token] as const;

export function useViewerEmail(token: string): string | null {
  const queryClient = useQueryClient();
  const listing = queryClient.getQueryData<CustomerListing>([customerKey, token]);
  return listing?.viewer?.email ?? queryClient.getQueryData<string>(viewerKey(token)) ?? null;
}

export function useVerifyAccessCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof customerEndpoints.verifyAccess>) =>
      sharedCall(customerEndpoints.verifyAccess, { token }, body),
    // Everything the link showed as "verify first" can load now.
    onSuccess: ({ email }) =>
      Promise.all([
        queryClient.setQueryData(viewerKey(token), email),
        queryClient.invalidateQueries({ queryKey: [customerKey, token] }),
        queryClient.invalidateQueries({ queryKey: viewerKey(token) }),
        forgetVerdicts(token),
        forgetInterviewRequests(token),
      ]),
  });
}

/** Asks for an interview; the views then mark the developer "Interview requested". */
export const useRequestInterview = (token: string) =>
  useAction(async (body: BodyOf<typeof customerEndpoints.requestInterview>) => {
    const created = await sharedCall(customerEndpoints.requestInterview, { token }, body);
    await reloadInterviewRequests(token);
    return created;
  });

/** The compare view's path for 2–3 developers of a link. */
export const comparePath = (token: string, ids: string[]) =>
  `/shared/${encodeURIComponent(token)}/compare?ids=${ids.map(encodeURIComponent).join(",")}`;

/** 'Request another role': a job order for this link's customer. */
export const useRequestRole = (token: string) =>
  useAction((body: BodyOf<typeof customerEndpoints.requestRole>) =>
    sharedCall(customerEndpoints.requestRole, { token }, body),
  );
