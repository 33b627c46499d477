import { describe, expect, it } from "vitest";
import { type CachedSession, onSessionChange, sessionCache } from "./session-cache.ts";

const session = (userId: string, expireMs = 1e15): CachedSession<string> => ({
  user: `user ${userId}`,
  userId,
  expireMs,
  createdAtMs: 0,
});

function listeningCache(maxEntries = 10, maxAgeMs = 5_000) {
  const cache = sessionCache<string>(maxEntries, maxAgeMs);
  cache.setListening(true);
  return cache;
}

describe("the session cache", () => {
  it("serves nothing while the feed is not listening, and starts empty when it is again", () => {
    const cache = sessionCache<string>();
    cache.set("s1", session("u1"), cache.generation, 0);
    expect(cache.get("s1", 0)).toBeUndefined();
    cache.setListening(true);
    cache.set("s1", session("u1"), cache.generation, 0);
    expect(cache.get("s1", 1)?.user).toBe("user u1");
    // The listening connection was lost: a notification may have been missed.
    cache.setListening(false);
    expect(cache.get("s1", 2)).toBeUndefined();
    cache.setListening(true);
    expect(cache.get("s1", 3)).toBeUndefined();
  });

  it("drops a session, every session of a user, or everything on notification", () => {
    const cache = listeningCache();
    for (const [sid, user] of [
      ["s1", "u1"],
      ["s2", "u1"],
      ["s3", "u2"],
    ] as const) {
      cache.set(sid, session(user), cache.generation, 0);
    }
    onSessionChange(cache, "s:s3");
    expect(cache.get("s3", 1)).toBeUndefined();
    expect(cache.get("s1", 1)).toBeDefined();
    onSessionChange(cache, "u:u1");
    expect(cache.get("s1", 1)).toBeUndefined();
    expect(cache.get("s2", 1)).toBeUndefined();
    cache.set("s3", session("u2"), cache.generation, 1);
    onSessionChange(cache, "*");
    expect(cache.size).toBe(0);
  });

  it("does not store a read that started before an invalidation", () => {
    const cache = listeningCache();
    const before = cache.generation;
    onSessionChange(cache, "u:u9");
    cache.set("s1", session("u1"), before, 0);
    expect(cache.get("s1", 0)).toBeUndefined();
  });

  it("forgets an entry past its age cap or its session's expiry, and the least used first", () => {
    const cache = listeningCache(2, 1_000);
    cache.set("old", session("u1"), cache.generation, 0);
    expect(cache.get("old", 999)).toBeDefined();
    expect(cache.get("old", 1_000)).toBeUndefined();
    cache.set("expiring", session("u1", 500), cache.generation, 0);
    expect(cache.get("expiring", 500)).toBeUndefined();

    cache.set("a", session("u1"), cache.generation, 0);
    cache.set("b", session("u2"), cache.generation, 0);
    cache.get("a", 1); // a is now the most recently used
    cache.set("c", session("u3"), cache.generation, 0);
    expect(cache.get("b", 2)).toBeUndefined();
    expect(cache.get("a", 2)).toBeDefined();
    expect(cache.get("c", 2)).toBeDefined();
  });
});
