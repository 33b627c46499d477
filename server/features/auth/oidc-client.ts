/**
 * The OpenID Connect relying party (openid-client): authorization code flow with PKCE,
 * state and nonce. Discovery runs on first use and is retried after a failure, so the
 * site starts even while the provider is down.
 */
import * as client from "openid-client";
import type { Config } from "../../config.ts";

export const OIDC_SCOPE = "openid email profile";

/** What the site learns about a person from the provider. */
export interface ExternalIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** The secrets of one sign-in attempt, kept server-side until the provider answers. */
export interface PendingFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  name: string;
  authorizationUrl(redirectUri: string, flow: PendingFlow): Promise<URL>;
  /** Exchanges the code in `callbackUrl` (checking state, nonce, PKCE) for the identity. */
  identify(callbackUrl: URL, flow: PendingFlow): Promise<ExternalIdentity>;
}

export function newPendingFlow(): PendingFlow {
  return {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
  };
}

/** Plain HTTP only for a provider on this machine (development and tests). */
function isLoopback(url: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : null;

export function createOidcClient(config: Config): OidcClient | null {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = config;
  if (!OIDC_ISSUER || !OIDC_CLIENT_ID || !OIDC_CLIENT_SECRET) return null;
  const issuer = new URL(OIDC_ISSUER);

  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= client
      .discovery(
        issuer,
        OIDC_CLIENT_ID,
        OIDC_CLIENT_SECRET,
        undefined,
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    name: config.OIDC_PROVIDER_NAME,

    async authorizationUrl(redirectUri, flow) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: OIDC_SCOPE,
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: "S256",
      });
    },

    async identify(callbackUrl, flow) {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims()!;
      // Providers often keep email and names out of the ID token: ask the userinfo endpoint.
      const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
      const claims: Record<string, unknown> = { ...idClaims, ...info };
      const name = text(claims.name);
      return {
        subject: idClaims.sub,
        email: text(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        firstName: text(claims.given_name) ?? name?.split(/\s+/)[0] ?? null,
        lastName: text(claims.family_name) ?? name?.split(/\s+/).slice(1).join(" ") ?? null,
      };
    },
  };
}
