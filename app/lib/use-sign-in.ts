/**
 * Sign-in and sign-up mutations (spec §4, §8): on success the user is stored in the
 * current-user query, a toast greets them and the app goes to /.
 */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "~/components/ui/use-toast";
import {
  type CurrentUser,
  type LoginInput,
  type RegisterInput,
  WELCOME_PARAM,
} from "../../common/auth.ts";
import { site } from "../config/site.ts";
import { ApiError, apiJson } from "./api.ts";
import { currentUserQueryKey } from "./auth.ts";

/** The words of a failed call: the server's message rather than its raw JSON body. */
export function failureText(error: Error): string {
  return error instanceof ApiError ? error.serverMessage : error.message;
}

function fullName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

function welcomeBack(user: CurrentUser) {
  toast({ title: "Welcome back!", description: `Signed in as ${fullName(user)}.` });
}

/**
 * A successful external sign-in lands on /?welcome=1 (EXTERNAL_SIGN_IN_LANDING): once the
 * user is known, greet them as the sign-in form does and drop the marker from the address.
 */
export function useExternalSignInWelcome(user: CurrentUser | null | undefined) {
  const [params, setParams] = useSearchParams();
  const welcome = params.get(WELCOME_PARAM) === "1";
  useEffect(() => {
    if (!welcome || !user) return;
    welcomeBack(user);
    setParams(
      (next) => {
        next.delete(WELCOME_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [welcome, user, setParams]);
}

function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: CurrentUser) => {
    queryClient.setQueryData(currentUserQueryKey, user);
    navigate("/");
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<CurrentUser>("POST", "/api/auth/login", input),
    onSuccess: (user) => {
      signedIn(user);
      welcomeBack(user);
    },
    onError: (error: Error) => {
      toast({ title: "Sign in failed", description: failureText(error), variant: "destructive" });
    },
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiJson<CurrentUser>("POST", "/api/auth/register", input),
    onSuccess: (user) => {
      signedIn(user);
      toast({
        title: "Account created!",
        description: `Welcome to ${site.brandName}, ${user.firstName ?? user.email}!`,
      });
    },
    onError: (error: Error) => {
      toast({
        title: "Registration failed",
        description: failureText(error),
        variant: "destructive",
      });
    },
  });
}
