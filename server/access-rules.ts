/**
 * The shape of one row of the authorization table: what an anonymous visitor, a signed-in
 * user and an admin must get from one route. Each feature lists its routes in
 * `server/features/<f>/access-rules.ts`; server/authorization.test.ts walks them all.
 */
export interface AccessRule {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** May contain `{userId}`, `{adminId}`, `{candidateId}`, … filled by the test's fixtures. */
  url: string;
  /**
   * Body to send (the test sends it as JSON). A valid body shows the guard, not validation.
   * Its strings may use the same placeholders, and `{random}` (fresh on every request).
   */
  body?: unknown;
  /** The request ends or changes the session (logout, password change): use a throwaway user. */
  ownSession?: boolean;
  anonymous: number;
  user: number;
  admin: number;
}
