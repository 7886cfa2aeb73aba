/**
 * Rendered pages kept in memory, for pages that are the same for every visitor it serves them to
 * (which ones is the caller's rule). Bounded by bytes, least recently used first out; an entry
 * older than `maxAgeMs` is rendered again. `invalidate()` forgets everything at once and makes
 * renders started before it unstorable, so a page read from data older than the last change can
 * never be kept. Inactive (the default) it keeps nothing: the caller activates it only while it
 * can hear about changes.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  #bytes = 0;
  #generation = 0;
  #active = false;

  constructor(options: { maxBytes: number; maxAgeMs: number; now?: () => number }) {
    this.#maxBytes = options.maxBytes;
    this.#maxAgeMs = options.maxAgeMs;
    this.#now = options.now ?? Date.now;
  }

  get isActive() {
    return this.#active && this.#maxBytes > 0;
  }

  /** Taken when a render starts; `store` refuses the page if anything changed since. */
  get generation() {
    return this.#generation;
  }

  get sizeBytes() {
    return this.#bytes;
  }

  activate() {
    this.invalidate();
    this.#active = true;
  }

  deactivate() {
    this.#active = false;
    this.invalidate();
  }

  invalidate() {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  lookup(key: string): CachedPage | undefined {
    if (!this.isActive) return undefined;
    const page = this.#entries.get(key);
    if (!page) return undefined;
    this.#delete(key, page);
    if (this.#now() - page.storedAt > this.#maxAgeMs) return undefined;
    this.#entries.set(key, page); // most recently used now
    this.#bytes += page.bytes;
    return page;
  }

  /**
   * Keeps `html`, rendered with `nonce`, under `key` — unless the cache was invalidated since
   * `generationAtStart` or the page alone exceeds the budget.
   */
  store(key: string, page: { html: string; nonce: string; contentType: string }, generationAtStart: number) {
    if (!this.isActive || generationAtStart !== this.#generation) return;
    const cached = new CachedPage(page.html, page.nonce, page.contentType, this.#now());
    if (cached.bytes > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, cached);
    this.#bytes += cached.bytes;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldestKey, oldest);
    }
  }

  #delete(key: string, page: CachedPage) {
    this.#entries.delete(key);
    this.#bytes -= page.bytes;
  }
}

/**
 * A page split around its CSP nonce. Every response needs a nonce of its own, matching the one in
 * its Content-Security-Policy header, so a kept page is served with the new nonce put back in.
 */
export class CachedPage {
  readonly #parts: string[];
  readonly contentType: string;
  readonly storedAt: number;
  readonly bytes: number;

  constructor(html: string, nonce: string, contentType: string, storedAt: number) {
    this.#parts = nonce ? html.split(nonce) : [html];
    this.contentType = contentType;
    this.storedAt = storedAt;
    // UTF-16 in memory: two bytes a character, whatever the page's UTF-8 size.
    this.bytes = html.length * 2;
  }

  render(nonce: string): string {
    return this.#parts.join(nonce);
  }
}
