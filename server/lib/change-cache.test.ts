import { describe, expect, it } from "vitest";
import type { ChangeFeed, FeedSubscriber } from "../db/listener.ts";
import { ChangeCache } from "./change-cache.ts";

/** A feed driven by the test: `send` delivers a payload, `listen` announces the state. */
function testFeed(synced = true) {
  const subscribers = new Set<FeedSubscriber>();
  const feed: ChangeFeed = {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    sync: async () => synced,
    close: async () => subscribers.clear(),
  };
  return {
    feed,
    send: (payload: string) => {
      for (const s of subscribers) s.onMessage(payload);
    },
    listen: (listening: boolean) => {
      for (const s of subscribers) s.onListening(listening);
    },
    get subscribers() {
      return subscribers.size;
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("ChangeCache", () => {
  it("follows a feed: serves only while it listens and the request synced, empties on a message", async () => {
    const t = testFeed();
    const cache = new ChangeCache<string>({ maxEntries: 10 });
    const unsubscribe = cache.follow(t.feed);
    expect(await cache.synced()).toBe(false);
    t.listen(true);
    expect(await cache.synced()).toBe(true);
    expect(await cache.read("k", async () => "first")).toBe("first");
    expect(await cache.read("k", async () => "second")).toBe("first");
    // Not synced: read afresh (and kept).
    expect(await cache.read("k", async () => "third", { fresh: false })).toBe("third");
    expect(cache.get("k")).toBe("third");
    t.send("anything");
    expect(cache.get("k")).toBeUndefined();
    await cache.read("k", async () => "fourth");
    t.listen(false);
    expect(await cache.synced()).toBe(false);
    expect(cache.get("k")).toBeUndefined();
    unsubscribe();
    expect(t.subscribers).toBe(0);
  });

  it("does not answer from memory when the listener's sync fails", async () => {
    const t = testFeed(false);
    const cache = new ChangeCache<string>({ maxEntries: 10 });
    cache.follow(t.feed);
    t.listen(true);
    expect(await cache.synced()).toBe(false);
  });

  it("lets requests join a read in progress, and does not keep a read a change overlapped", async () => {
    const cache = new ChangeCache<string>({ maxEntries: 10 });
    cache.setListening(true);
    const slow = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return slow.promise;
    };
    const first = cache.read("k", load);
    const second = cache.read("k", load);
    slow.resolve("v1");
    expect([await first, await second]).toEqual(["v1", "v1"]);
    expect(loads).toBe(1);
    expect(cache.get("k")).toBe("v1");

    const overlapped = deferred<string>();
    cache.drop("k");
    const reading = cache.read("k", () => overlapped.promise);
    cache.clear(); // a write committed while the read ran
    const after = cache.read("k", async () => "v3");
    overlapped.resolve("v2");
    expect(await reading).toBe("v2");
    expect(await after).toBe("v3");
    expect(cache.get("k")).toBe("v3");
  });

  it("keeps the sizes within maxSize, least recently read out first, and never an oversized one", () => {
    const cache = new ChangeCache<string>({
      maxEntries: 10,
      maxSize: 10,
      sizeOf: (value) => value.length,
    });
    cache.setListening(true);
    cache.set("a", "aaaa", cache.generation);
    cache.set("b", "bbbb", cache.generation);
    cache.get("a");
    cache.set("c", "cccc", cache.generation);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
    expect(cache.get("c")).toBe("cccc");
    cache.set("big", "x".repeat(11), cache.generation);
    expect(cache.get("big")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("versioned: serves without a listener, only at the version a value was read under", async () => {
    const cache = new ChangeCache<number>({ maxEntries: 10, versioned: true });
    cache.advanceTo(5);
    await cache.read("n", async () => 1, { generation: 5 });
    expect(await cache.read("n", async () => 2, { generation: 5 })).toBe(1);
    cache.advanceTo(4); // older: ignored
    expect(cache.get("n")).toBe(1);
    cache.advanceTo(6);
    expect(cache.get("n")).toBeUndefined();
    expect(await cache.read("n", async () => 3, { generation: 5 })).toBe(3);
    expect(cache.get("n")).toBeUndefined();
  });
});
