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
  store(key: string, page: { html: Buffer; nonce: string; contentType: string }, generationAtStart: number) {
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
 * Kept as UTF-8 bytes: half the memory of the JavaScript string (a page with a '€' is two bytes a
 * character there), and served without encoding it again.
 */
export class CachedPage {
  readonly #parts: Buffer[];
  readonly contentType: string;
  readonly storedAt: number;
  readonly bytes: number;

  constructor(html: Buffer, nonce: string, contentType: string, storedAt: number) {
    this.#parts = splitAround(html, Buffer.from(nonce));
    this.contentType = contentType;
    this.storedAt = storedAt;
    this.bytes = html.length;
  }

  render(nonce: string): Buffer {
    const separator = Buffer.from(nonce);
    const pieces: Buffer[] = [];
    for (const [index, part] of this.#parts.entries()) {
      if (index > 0) pieces.push(separator);
      pieces.push(part);
    }
    return Buffer.concat(pieces);
  }
}

function splitAround(bytes: Buffer, separator: Buffer): Buffer[] {
  if (separator.length === 0) return [bytes];
  const parts: Buffer[] = [];
  let start = 0;
  for (let found = bytes.indexOf(separator); found !== -1; found = bytes.indexOf(separator, start)) {
    parts.push(bytes.subarray(start, found));
    start = found + separator.length;
  }
  parts.push(bytes.subarray(start));
  return parts;
}
