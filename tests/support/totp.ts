/** TOTP codes computed in tests from the secret the server answered (RFC 6238). */
import { Secret, TOTP } from "otpauth";

export function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}
