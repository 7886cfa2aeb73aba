/**
 * Counting attempts per key in a fixed window. The store is an interface so the in-memory one
 * (one process) can be swapped for a shared one (Redis) when the app runs on several machines.
 */
export type RateLimitRule = {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
};

export type RateLimitState = {
  /** False once `limit` attempts were counted in the current window. */
  allowed: boolean;
  /** Attempts counted in the current window. */
  count: number;
  /** Milliseconds until the window ends (0 when nothing is counted). */
  retryAfterMs: number;
};

export interface RateLimitStore {
  /**
   * Counts one attempt, then says whether it was within the limit. Limits call it before the work
   * they guard: counting afterwards would let a burst of simultaneous attempts all pass the check.
   */
  hit(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Gives back one counted attempt that turned out not to count (a right password). */
  release(key: string): Promise<void>;
  /** Reads the state without counting (monitoring and tests; never in front of guarded work). */
  peek(key: string, rule: RateLimitRule): Promise<RateLimitState>;
  /** Forgets the key (a successful sign-in clears that account's failures). */
  reset(key: string): Promise<void>;
}

type Entry = { count: number; resetAt: number };

type MemoryStoreOptions = {
  now?: () => number;
  /**
   * At most this many keys. When full, expired keys are swept (at most once a second, so a full
   * store does not cost a scan per request); if every key is still live, a new key is refused
   * rather than any live one dropped (docs/decisions/0042-limit-store.md).
   */
  maxKeys?: number;
};

export type MemoryRateLimitStore = RateLimitStore & {
  /** Keys held now, live or not yet swept (the probe and the tests read it). */
  size(): number;
};

/** How long a new key is refused while the store is full and nothing expires sooner. */
const FULL_RETRY_MS = 60_000;
const SWEEP_EVERY_MS = 1_000;

/**
 * One process's counters, kept until each window ends: no traffic can push a live counter out
 * (docs/decisions/0042-limit-store.md). Lost on restart, which only ever errs on the side of
 * letting people in.
 */
export function createMemoryRateLimitStore({
  now = Date.now,
  maxKeys = 200_000,
}: MemoryStoreOptions = {}): MemoryRateLimitStore {
  const entries = new Map<string, Entry>();
  let lastSweep = Number.NEGATIVE_INFINITY;
  let nextExpiry = Number.POSITIVE_INFINITY;

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function state(entry: Entry | undefined, rule: RateLimitRule, counted: number): RateLimitState {
    if (!entry) return { allowed: true, count: 0, retryAfterMs: 0 };
    return {
      allowed: counted <= rule.limit,
      count: entry.count,
      retryAfterMs: Math.max(0, entry.resetAt - now()),
    };
  }

  /** Whether there is room for one more key, after forgetting the expired ones if it is due. */
  function hasRoom(): boolean {
    if (entries.size < maxKeys) return true;
    const current = now();
    if (current - lastSweep < SWEEP_EVERY_MS && current < nextExpiry) return false;
    lastSweep = current;
    nextExpiry = Number.POSITIVE_INFINITY;
    for (const [key, entry] of entries) {
      if (entry.resetAt <= current) entries.delete(key);
      else nextExpiry = Math.min(nextExpiry, entry.resetAt);
    }
    return entries.size < maxKeys;
  }

  return {
    async hit(key, rule) {
      let entry = live(key);
      if (!entry) {
        // Full of live counters: the newcomer waits, and every lock and budget already counted stays.
        if (!hasRoom()) {
          const wait = Number.isFinite(nextExpiry) ? nextExpiry - now() : FULL_RETRY_MS;
          return { allowed: false, count: 0, retryAfterMs: Math.max(SWEEP_EVERY_MS, wait) };
        }
        entry = { count: 0, resetAt: now() + rule.windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return state(entry, rule, entry.count);
    },
    async release(key) {
      const entry = live(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async peek(key, rule) {
      const entry = live(key);
      // The next attempt would be number count + 1.
      return state(entry, rule, (entry?.count ?? 0) + 1);
    },
    async reset(key) {
      entries.delete(key);
    },
    size() {
      return entries.size;
    },
  };
}
