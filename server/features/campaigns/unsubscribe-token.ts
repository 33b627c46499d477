/**
 * Unsubscribe tokens: `<payload>.<mac>`, the payload naming the campaign and the address,
 * the mac an HMAC-SHA256 under a server secret. Nothing is stored per token, so a token
 * keeps working after its campaign is deleted, and one cannot be made up without the secret.
 *
 * The secret is UNSUBSCRIBE_SECRET, or else 32 random bytes generated on first use and kept
 * in `app_settings` (inserted once; every replica reads back the same row). Rotating it
 * voids the links in e-mails already sent.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { appSettings } from "../../db/schema.ts";

const SECRET_KEY = "campaigns.unsubscribeSecret";
const MAC_BYTES = 18;

export interface UnsubscribeSubject {
  campaignId: string | null;
  email: string;
}

export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string | Buffer) {
    this.key = Buffer.from(secret);
  }

  sign(subject: UnsubscribeSubject): string {
    const payload = Buffer.from(`${subject.campaignId ?? ""}\n${subject.email}`).toString(
      "base64url",
    );
    return `${payload}.${this.mac(payload).toString("base64url")}`;
  }

  /** The subject of a genuine token, or null for anything else. */
  verify(token: string): UnsubscribeSubject | null {
    const [payload, mac, extra] = token.split(".");
    if (!payload || !mac || extra !== undefined) return null;
    const expected = this.mac(payload);
    const given = Buffer.from(mac, "base64url");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [campaignId, email] = Buffer.from(payload, "base64url").toString().split("\n");
    if (campaignId === undefined || !email) return null;
    return { campaignId: campaignId || null, email };
  }

  private mac(payload: string): Buffer {
    return createHmac("sha256", this.key)
      .update(`unsubscribe:${payload}`)
      .digest()
      .subarray(0, MAC_BYTES);
  }
}

/** The configured secret, or the one stored in the database (created by whoever comes first). */
export async function loadUnsubscribeSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({
      key: SECRET_KEY,
      value: sql`to_jsonb(${randomBytes(32).toString("base64url")}::text)`,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  return row!.value as string;
}
