import * as z from "zod";
import { type AUTH_PROVIDERS, MIN_PASSWORD_LENGTH, TEXT_LIMITS } from "./constants.ts";

/** Spec §5 "Sign in". */
export const loginSchema = z.object({
  email: z.email("Invalid email address").max(TEXT_LIMITS.email),
  password: z.string().min(1, "Password is required").max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

const passwordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters")
  .max(1024, "Password is too long");

/** Spec §5 "Sign up" with the registration shape's confirmPassword. */
export const registerSchema = z
  .object({
    email: z.email("Invalid email address").max(TEXT_LIMITS.email),
    password: passwordField,
    confirmPassword: z.string(),
    firstName: z.string().trim().min(1, "First name is required").max(TEXT_LIMITS.name),
    lastName: z.string().trim().min(1, "Last name is required").max(TEXT_LIMITS.name),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type RegisterInput = z.infer<typeof registerSchema>;

const adminEmail = z.email("Please enter a valid email address").max(TEXT_LIMITS.email);
const firstName = z.string().trim().min(1, "First name is required").max(TEXT_LIMITS.name);
const lastName = z.string().trim().min(1, "Last name is required").max(TEXT_LIMITS.name);

/** Spec §5 "Create user (admin)". */
export const createUserSchema = z
  .object({
    email: adminEmail,
    firstName,
    lastName,
    password: passwordField,
    confirmPassword: z.string(),
    isAdmin: z.boolean().default(false),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type CreateUserInput = z.input<typeof createUserSchema>;

/** Spec §5 "Edit user profile". */
export const updateUserSchema = z.object({
  email: adminEmail,
  firstName,
  lastName,
  isAdmin: z.boolean(),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

export const privilegesSchema = z.object({ isAdmin: z.boolean() });

/** Spec §5 "Change password". */
export const changePasswordSchema = z
  .object({ password: passwordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ["confirmPassword"],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** What GET /api/auth/user answers (spec-decisions). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

/** A row of the admin user list: never a password hash. */
export interface AdminUser extends CurrentUser {
  hasPassword: boolean;
  authProvider: (typeof AUTH_PROVIDERS)[number];
  createdAt: string;
  updatedAt: string;
}

export interface AdminStats {
  totalUsers: number;
  adminUsers: number;
  regularUsers: number;
}

/** GET /api/auth/providers: which external sign-in, if any, /auth offers. */
export interface AuthProviders {
  oidc: { name: string; startUrl: string } | null;
}

/**
 * Where a successful external sign-in lands: the home page, with a marker so it greets the
 * user as the sign-in form does (spec §8 'Welcome back!'), then drops the marker.
 */
export const WELCOME_PARAM = "welcome";
export const EXTERNAL_SIGN_IN_LANDING = `/?${WELCOME_PARAM}=1`;

/** Why an external sign-in came back to /auth (`/auth?error=<code>`), in words. */
export const EXTERNAL_SIGN_IN_ERRORS: Record<string, string> = {
  oidc_unavailable: "The sign-in service is not answering. Please try again later.",
  oidc_expired: "The sign-in took too long or was already used. Please try again.",
  oidc_cancelled: "The sign-in was cancelled.",
  oidc_failed: "The sign-in could not be completed. Please try again.",
  email_unverified:
    "Your account with the sign-in service has no verified email address, so it cannot be used here.",
};
