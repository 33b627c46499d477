/**
 * What /auth's forms do once the server has answered, without TanStack Query or the data
 * router: the forms are an island of a prerendered page (app/islands/README.md) and the
 * same components in the single-page app. A finished sign-in or sign-up greets the user
 * and loads the page the visitor was sent from (`/auth?next=…`, a same-site path only) or
 * the home page; that page reads the new session itself, and the greeting travels with the
 * page load (app/islands/flash-toasts.ts).
 */
import type { CurrentUser, LoginInput, RegisterInput } from "#common/auth.ts";
import { NEXT_PARAM, sameSitePath } from "#common/sign-in-next.ts";
import { site } from "#common/site.ts";
import { toast } from "~/components/ui/use-toast";
import { rememberToastsForNextPage } from "~/islands/flash-toasts";
import { ApiError } from "~/lib/api";

/** The words of a failed call: the server's message rather than its raw JSON body. */
export function failureText(error: Error): string {
  return error instanceof ApiError ? error.serverMessage : error.message;
}

function fullName(user: CurrentUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email;
}

/** The 'Welcome back!' toast after a sign-in (the form's, the second step's, an external one). */
export function welcomeBack(user: CurrentUser): void {
  toast({ title: "Welcome back!", description: `Signed in as ${fullName(user)}.` });
}

/** A full load of `path`, the open toasts carried over. */
function goTo(path: string, replace = false): void {
  rememberToastsForNextPage();
  if (replace) window.location.replace(path);
  else window.location.assign(path);
}

/** Where this /auth page was asked to return to, or the home page. */
export function afterSignIn(): string {
  return sameSitePath(new URLSearchParams(window.location.search).get(NEXT_PARAM)) ?? "/";
}

/** After the last sign-in step: greet, go where the visitor was going. */
export function finishSignIn(user: CurrentUser): void {
  welcomeBack(user);
  goTo(afterSignIn());
}

/** Away from /auth for someone already signed in: where they were going. */
export function leaveSignIn(): void {
  goTo(afterSignIn(), true);
}

/** After a sign-up: the spec's toast, go home. */
export function finishSignUp(user: CurrentUser): void {
  toast({
    title: "Account created!",
    description: `Welcome to ${site.brandName}, ${user.firstName ?? user.email}!`,
  });
  goTo(afterSignIn());
}

/**
 * The forms' values are checked by the shared schemas (#common/auth.ts), loaded with zod at
 * the first submit, or earlier when `preloadSchemas` runs on a form's first focus.
 */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const loadSchemas = () => import("#common/auth.ts");
let schemas: ReturnType<typeof loadSchemas> | undefined;

/** Starts loading the schemas (a form's first focus): the submit then waits for nothing. */
export function preloadSchemas(): void {
  schemas ??= loadSchemas();
  schemas.catch(() => {
    schemas = undefined;
  });
}

/** The first message of each field of a failed check. */
function fieldErrors<K extends string>(issues: { path: PropertyKey[]; message: string }[]) {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "") as K;
    errors[field] ??= issue.message;
  }
  return errors;
}

type Checked<T, K extends string> =
  | { data: T; errors?: never }
  | { data?: never; errors: FieldErrors<K> };

/** Sign in: the values as the server will read them, or the messages. */
export async function checkLogin(
  values: Record<keyof LoginInput, string>,
): Promise<Checked<LoginInput, keyof LoginInput>> {
  preloadSchemas();
  const { loginSchema } = await (schemas as ReturnType<typeof loadSchemas>);
  const result = loginSchema.safeParse(values);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error.issues) };
}

/** Sign up: the values as the server will read them, or the messages. */
export async function checkRegister(
  values: Record<keyof RegisterInput, string>,
): Promise<Checked<RegisterInput, keyof RegisterInput>> {
  preloadSchemas();
  const { registerSchema } = await (schemas as ReturnType<typeof loadSchemas>);
  const result = registerSchema.safeParse(values);
  return result.success ? { data: result.data } : { errors: fieldErrors(result.error.issues) };
}
