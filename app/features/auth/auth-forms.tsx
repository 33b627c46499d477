/**
 * /auth's Sign In and Sign Up tabs and the external sign-in: the one
 * island of the prerendered /auth page (app/islands/README.md), and the same component when
 * the single-page app shows /auth. No TanStack Query and no form library: the page loads
 * about as much script as the marketing pages; the schemas (and zod) load at the first
 * focus or submit of a form.
 *
 * After the page is up it asks the server two things: what it offers (no Sign Up tab when
 * sign-up is closed, "Continue with …" when an OpenID provider is set up), and, when the
 * `signed_in` hint says a session may exist, who is signed in: a signed-in user is sent to
 * the home page, as before.
 */
import { useEffect, useState } from "react";
import type { AuthProviders } from "#common/auth.ts";
import { type AnyEndpoint, type ParamsOf, pathOf, type ResponseOf } from "#common/endpoint.ts";
import { authEndpoints as endpoints } from "#common/endpoints/auth.ts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { island } from "~/islands/island";
import { apiFetch } from "~/lib/api";
import { ExternalSignIn, useExternalSignInError } from "./external-sign-in.tsx";
import { mayBeSignedIn } from "./session-hint.ts";
import { leaveSignIn } from "./sign-in-calls.ts";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

/** A read whose failure only means "not known": the page then keeps its default. */
const readJson = <E extends AnyEndpoint & { method: "GET" }>(
  ep: E,
): Promise<ResponseOf<E> | null> =>
  apiFetch<ResponseOf<E>>(pathOf(ep, {} as ParamsOf<E>)).then(
    ({ data }) => data,
    () => null,
  );

/** What the server offers; undefined until it has answered (the page assumes open sign-up). */
function useProviders() {
  const [providers, setProviders] = useState<AuthProviders>();
  useEffect(() => {
    let live = true;
    readJson(endpoints.providers)
      .then((p) => live && p && setProviders(p))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return providers;
}

/** A signed-in user who opens /auth is sent on: to `next`, else home. */
function useSignedInGoesHome() {
  useEffect(() => {
    if (!mayBeSignedIn()) return;
    let live = true;
    readJson(endpoints.currentUser)
      .then((user) => {
        if (live && user?.id) leaveSignIn();
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
}

function AuthFormsComponent() {
  const providers = useProviders();
  useSignedInGoesHome();
  useExternalSignInError();
  // SIGNUP_MODE=closed: no Sign Up tab (a refused sign-up still shows the server's 403).
  const signupOpen = providers?.signupMode !== "closed";
  return (
    <>
      <Tabs defaultValue="signin">
        <TabsList className={`grid w-full ${signupOpen ? "grid-cols-2" : "grid-cols-1"}`}>
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          {signupOpen && <TabsTrigger value="signup">Sign Up</TabsTrigger>}
        </TabsList>
        <TabsContent value="signin" className="pt-4">
          <SignInForm />
        </TabsContent>
        {signupOpen && (
          <TabsContent value="signup" className="pt-4">
            <SignUpForm />
          </TabsContent>
        )}
      </Tabs>
      <ExternalSignIn oidc={providers?.oidc} />
    </>
  );
}

export const AuthForms = island("auth-forms", AuthFormsComponent);
