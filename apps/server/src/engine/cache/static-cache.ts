import type { Db } from '../../db/types';

/** The channel the 007 migration's triggers notify when a counted table changes. */
export const COUNTS_CHANNEL = 'portcullis_counts';
/** The channel the 042 migration's triggers notify when a table whose list totals are cached changes. */
export const LISTS_CHANNEL = 'portcullis_lists';

/** Where a {@link ReadCache} hears of changes, and how many entries it keeps. */
export interface ReadCacheOptions {
  /** The notification channel whose messages drop the cache (default: the counted tables'). */
  channel?: string;
  /** The oldest entry goes when a new one would exceed this (default: unbounded). */
  maxEntries?: number;
}

interface Entry {
  value: Promise<unknown>;
  /** Epoch ms after which the value is reloaded; Infinity until a write clears it. */
  until: number;
}

/**
 * In-process cache of reads that change only through writes (static data, licence, dashboard
 * statistics). It is dropped whole:
 * - after every successful write call of this server (before the reply, so the writer reads its write);
 * - when the database notifies that a counted table changed (any process or code path, see
 *   `followChanges`). PostgreSQL signals the listeners when the writer commits, before the writing
 *   process answers its client, and a request here reads the session first, so a request that follows
 *   another process's write finds the cache cleared (processes-shared.test.ts proves it across two);
 * - per entry, at the moment its loader says the value goes stale by itself (a time window sliding).
 * While notifications may be missed (a dropped PostgreSQL listening connection) nothing is cached.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private isFollowing = true;
  private readonly channel: string;
  private readonly maxEntries: number;

  constructor({ channel = COUNTS_CHANNEL, maxEntries = Infinity }: ReadCacheOptions = {}) {
    this.channel = channel;
    this.maxEntries = maxEntries;
  }

  /**
   * The cached value for `key`, loading it when absent or expired. `expiresAt(value)` (epoch ms) bounds
   * how long a loaded value stays valid without any write.
   */
  get<T>(key: string, load: () => Promise<T>, expiresAt?: (value: T) => number): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.until > Date.now()) return hit.value as Promise<T>;
    if (!this.isFollowing) return load();
    const entry: Entry = { value: load(), until: Infinity };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, entry);
    entry.value.then(
      (value) => {
        if (expiresAt) entry.until = expiresAt(value as T);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.value as Promise<T>;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Clears the cache whenever the database reports a change to a followed table, and caches nothing
   * while such reports may be lost. Resolves to the function that stops following.
   */
  async followChanges(db: Db): Promise<() => Promise<void>> {
    return db.listen(
      this.channel,
      () => this.clear(),
      (isListening) => {
        this.isFollowing = isListening;
        this.clear();
      },
    );
  }
}
