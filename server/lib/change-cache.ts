/**
 * The one building block of the server's in-memory caches (docs/decisions/071-one-change-cache.md):
 * an LRU whose entries are valid for one generation. Something that may make an entry stale
 * moves the generation on, and a value read before that move is never kept.
 *
 * Two ways of moving it:
 * - fed by the change listener (server/db/listener.ts, `follow`): every notification drops
 *   what it names and bumps the generation; nothing is served while the channel is not
 *   listened to (a notification may have been missed), and a request first syncs with the
 *   listener (`synced`) so a change committed before it is seen. Sessions
 *   (auth/session-cache.ts), one candidate and list pages (candidates/candidate-cache.ts).
 * - `versioned`: the generation is a version the caller reads from the database
 *   (`advanceTo`), exact without a listener. The pool figures (candidates/pool-cache.ts).
 */
import type { ChangeFeed } from "../db/listener.ts";

export interface ChangeCacheOptions<V> {
  /** The least recently read entry goes first when there would be more. */
  maxEntries: number;
  /** With `sizeOf`: the least recently read go first while the sizes add up to more. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** An entry older than this (since it was read from the database) is not served. */
  maxAgeMs?: number;
  /** When the value itself stops being valid (epoch ms), e.g. a session's expiry. */
  expiresAtMs?: (value: V) => number;
  /** A group of entries dropped together (`dropGroup`), e.g. every session of a user. */
  groupOf?: (value: V) => string;
  /**
   * The generation is a version read from the database (`advanceTo`): entries are served
   * without a listener, only to a caller that read the same version.
   */
  versioned?: boolean;
}

interface Entry<V> {
  value: V;
  loadedAtMs: number;
  size: number;
}

export interface ReadOptions {
  /**
   * Whether memory may answer (the request's sync said every change before it has been
   * seen); else the value is loaded, and still kept. Default: true.
   */
  fresh?: boolean;
  /** The generation the caller's read belongs to (a version it read); default: the current one. */
  generation?: number;
}

export class ChangeCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #groups = new Map<string, Set<string>>();
  /** Reads in progress, joined by requests that come while they run (same generation). */
  readonly #pending = new Map<string, Promise<V>>();
  readonly #options: ChangeCacheOptions<V>;
  readonly #maxSize: number;
  #size = 0;
  #listening: boolean;
  /** Moved on by every invalidation: a read that started before one must not be kept. */
  #generation = 0;
  #feed?: ChangeFeed;

  constructor(options: ChangeCacheOptions<V>) {
    this.#options = options;
    this.#maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
    this.#listening = options.versioned ?? false;
  }

  /** Whether memory may answer at all (always, for a versioned cache). */
  get listening(): boolean {
    return this.#listening;
  }

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The feed started (true) or stopped (false) listening: either way, start empty. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.clear();
  }

  /**
   * Follows a channel of the change listener: `onMessage` gets each payload (default: drop
   * everything), and the cache serves only while the channel is listened to. Returns the
   * unsubscribe.
   */
  follow(feed: ChangeFeed, onMessage: (payload: string) => void = () => this.clear()): () => void {
    this.#feed = feed;
    return feed.subscribe({
      onMessage,
      onListening: (listening) => this.setListening(listening),
    });
  }

  /**
   * True once every change committed before the call has reached the cache; `scope` (the
   * request) shares one sync with every cache that request reads.
   */
  async synced(scope?: object): Promise<boolean> {
    return this.#listening && ((await this.#feed?.sync(scope)) ?? false);
  }

  /** A versioned cache saw `version`: a newer one makes every entry unusable. */
  advanceTo(version: number): void {
    if (version > this.#generation) {
      this.#dropAll();
      this.#generation = version;
    }
  }

  clear(): void {
    this.#generation++;
    this.#dropAll();
  }

  /** Drops one entry (and any read of the current generation in progress). */
  drop(key: string): void {
    this.#generation++;
    this.#pending.clear();
    this.#remove(key);
  }

  /** Drops every entry of a group (`groupOf`). */
  dropGroup(group: string): void {
    this.#generation++;
    this.#pending.clear();
    for (const key of [...(this.#groups.get(group) ?? [])]) this.#remove(key);
  }

  get(key: string, nowMs = Date.now()): V | undefined {
    if (!this.#listening) return undefined;
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    const { maxAgeMs, expiresAtMs } = this.#options;
    if (
      (maxAgeMs !== undefined && nowMs - entry.loadedAtMs >= maxAgeMs) ||
      (expiresAtMs !== undefined && nowMs >= expiresAtMs(entry.value))
    ) {
      this.#remove(key);
      return undefined;
    }
    // Map order is insertion order: re-inserting keeps the most used last.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value read under `generation`, unless the generation has moved on since. */
  set(key: string, value: V, generation: number, nowMs = Date.now()): void {
    if (!this.#listening || generation !== this.#generation) return;
    this.#remove(key);
    const size = this.#options.sizeOf?.(value) ?? 0;
    if (size > this.#maxSize) return;
    while (
      this.#entries.size > 0 &&
      (this.#entries.size >= this.#options.maxEntries || this.#size + size > this.#maxSize)
    ) {
      this.#remove(this.#entries.keys().next().value as string);
    }
    this.#entries.set(key, { value, loadedAtMs: nowMs, size });
    this.#size += size;
    const group = this.#options.groupOf?.(value);
    if (group !== undefined) {
      let keys = this.#groups.get(group);
      if (!keys) {
        keys = new Set();
        this.#groups.set(group, keys);
      }
      keys.add(key);
    }
  }

  /**
   * The value under `key`: from memory when `fresh`, else read by `load` and kept unless
   * the generation moved on meanwhile. Requests that come while a read of the same key runs
   * wait for it: nothing moved the generation since it started, so its answer is as new as
   * theirs would be.
   */
  async read(key: string, load: () => Promise<V>, options: ReadOptions = {}): Promise<V> {
    const generation = options.generation ?? this.#generation;
    const current = this.#listening && generation === this.#generation;
    if (current && (options.fresh ?? true)) {
      const hit = this.get(key) ?? this.#pending.get(key);
      if (hit !== undefined) return hit;
    }
    const loading = load();
    if (current) {
      this.#pending.set(key, loading);
      loading.then(
        (value) => this.set(key, value, generation),
        () => {},
      );
      void loading
        .catch(() => {})
        .finally(() => {
          if (this.#pending.get(key) === loading) this.#pending.delete(key);
        });
    }
    return loading;
  }

  #dropAll(): void {
    this.#entries.clear();
    this.#groups.clear();
    this.#pending.clear();
    this.#size = 0;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
    const group = this.#options.groupOf?.(entry.value);
    if (group === undefined) return;
    const keys = this.#groups.get(group);
    keys?.delete(key);
    if (keys?.size === 0) this.#groups.delete(group);
  }
}
