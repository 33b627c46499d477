import argon2 from "argon2";
import { COMMON_PASSWORD_MESSAGE } from "#common/auth.ts";
import { badRequest } from "./http-error.ts";
import { lazy } from "./lazy.ts";

/** argon2id at the OWASP-recommended parameters (19 MiB, 2 iterations, 1 lane). */
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * The ~49,000 most common passwords of zxcvbn-ts's list (from leaked-password corpora),
 * shipped in the package: no download at run time. Imported on first use, not at start-up:
 * once loaded it is ~18 MB of the process, and only a new password needs it.
 */
const commonPasswords = lazy(async () => {
  const { dictionary } = await import("@zxcvbn-ts/language-common");
  return new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
});

export async function isCommonPassword(password: string): Promise<boolean> {
  const common = await commonPasswords();
  return common.has(password.toLowerCase());
}

/** 400 with the field message when a new password is on the common list. */
export async function assertUncommonPassword(password: string, field = "password"): Promise<void> {
  if (await isCommonPassword(password)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  }
}
