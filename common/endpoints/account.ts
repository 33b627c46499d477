/** The signed-in user's own account: password, sessions, two-factor sign-in. */

import type {
  AccountPasswordInput,
  AccountSession,
  MfaDisableInput,
  MfaSetup,
  MfaStatus,
  RecoveryCodes,
} from "../account.ts";
import type { mfaCodeSchema } from "../auth.ts";
import { endpoint, types } from "../endpoint.ts";
import type { z } from "../zod.ts";

export type MfaCodeBody = z.input<typeof mfaCodeSchema>;

export const accountEndpoints = {
  changePassword: endpoint(
    "PUT",
    "/api/account/password",
    types<{ body: AccountPasswordInput; response: null }>(),
  ),
  sessions: endpoint("GET", "/api/account/sessions", types<{ response: AccountSession[] }>()),
  revokeSession: endpoint("DELETE", "/api/account/sessions/{id}", types<{ response: null }>()),
  mfaStatus: endpoint("GET", "/api/account/mfa", types<{ response: MfaStatus }>()),
  mfaSetup: endpoint("POST", "/api/account/mfa/setup", types<{ response: MfaSetup }>()),
  mfaEnable: endpoint(
    "POST",
    "/api/account/mfa/enable",
    types<{ body: MfaCodeBody; response: RecoveryCodes }>(),
  ),
  mfaDisable: endpoint(
    "DELETE",
    "/api/account/mfa",
    types<{ body: MfaDisableInput; response: null }>(),
  ),
};
