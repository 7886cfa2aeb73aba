import { deflatePiece, type SplicePiece, spliceGzip } from "#app/lib/gzip-splice.server";

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
   * Keeps `html`, rendered with these per-response values, under `key` — unless the cache was invalidated since
   * `generationAtStart` or the page alone exceeds the budget.
   */
  store(
    key: string,
    page: { html: Buffer; contentType: string } & PerResponseValues,
    generationAtStart: number,
  ) {
    const { nonce, formStamp, path } = page;
    const cached = new CachedPage(page.html, { nonce, formStamp, path }, page.contentType, this.#now());
    this.keep(key, cached, generationAtStart);
  }

  /** Keeps a page already split around its slots (a search's template: server/portal-templates.ts). */
  keep(key: string, cached: CachedPage, generationAtStart: number) {
    if (!this.isActive || generationAtStart !== this.#generation) return;
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

/** The values each response needs of its own, put back into a kept page when it is served. */
export type PerResponseValues = {
  /** The CSP nonce: it must match the one in the response's Content-Security-Policy header. */
  nonce: string;
  /**
   * The signed time a form was handed out (app/lib/form-stamp.server.ts): a kept page must not
   * hand every visitor of the next minute the time it was first rendered, which would let a bot
   * that posts at once pass the minimum fill time.
   */
  formStamp?: string;
  /**
   * The request's path, for a page kept for every path at once (the 404 page,
   * server/not-found-shell.ts); the page cache's own pages never set it.
   */
  path?: string;
};

/**
 * The places a page is cut at, by name, and what goes there: the per-response values, and for a
 * search's template the visitor's own values in each form the page writes them.
 */
export type PageSlots = Record<string, string | undefined>;

/**
 * Slots whose bytes are kept as they will be written (a search template's cards, its stylesheet),
 * deflated once if a gzip body ever lays them in.
 */
export type PieceSlots = Record<string, SplicePiece | undefined>;

/** What a deflated piece may add to its bytes: the block headers and the full flush's marker. */
const GZIP_PIECE_FRAMING = 16;

/**
 * A page split around its per-response values. Every response gets a nonce of its own (and a
 * fresh form stamp), so a kept page is served with the new values put back in. Kept as UTF-8
 * bytes: half the memory of the JavaScript string (a page with a '€' is two bytes a character
 * there), and served without encoding it again.
 */
export class CachedPage {
  /** Literal bytes, and the slots (by key) where a per-response value goes. */
  readonly #parts: Array<Buffer | string>;
  /**
   * The same, each stretch of literal bytes deflated once, for `renderGzip`: made when the page is
   * first laid as gzip, not when it is kept. Most pages kept are searches nobody makes again, and
   * deflating each as it was kept cost a new search a fifth of its CPU (docs/benchmarks/public-site.md).
   */
  #gzipParts: Array<{ raw: Buffer; deflated: Buffer } | string> | undefined;
  /** The asks answered with the page compressed whole (`compressesWhole`). */
  #wholeAsks = 0;
  readonly contentType: string;
  readonly storedAt: number;
  readonly bytes: number;

  /**
   * Cut around each slot's value in turn: the nonce, the form stamp, the path, then any other
   * (`cut`: the parts already cut, `filled` gives them).
   */
  constructor(
    html: Buffer,
    values: PageSlots,
    contentType: string,
    storedAt: number,
    cut?: Array<Buffer | string>,
  ) {
    let parts: Array<Buffer | string> = cut ?? [html];
    for (const [key, value] of cut ? [] : Object.entries(values)) {
      if (!value) continue;
      parts = parts.flatMap((part) =>
        typeof part === "string"
          ? [part]
          : splitAround(part, Buffer.from(value)).flatMap((piece, index) =>
              index > 0 ? [key, piece] : [piece],
            ),
      );
    }
    this.#parts = parts;
    this.contentType = contentType;
    this.storedAt = storedAt;
    // Counted as if its gzip pieces were made already, from the first: a page of HTML deflates to
    // a third of itself or less, and each piece gains a few bytes of framing.
    const length = parts.reduce((sum, part) => sum + (typeof part === "string" ? 0 : part.length), 0);
    this.bytes = 2 * length + GZIP_PIECE_FRAMING * parts.length;
  }

  /**
   * The same page with these slots written in for good (a search template's results, for the next
   * search showing them), the others left to fill; as old as this one.
   */
  filled(values: PageSlots, pieces: PieceSlots = {}): CachedPage {
    // The template's bytes and the values' are shared, not copied: most filled pages are asked a
    // few times, compressed whole; `renderGzip` joins them before deflating, if ever.
    const parts = this.#parts.map((part) =>
      typeof part === "string" && part in values
        ? (pieces[part]?.raw ?? Buffer.from(values[part] ?? ""))
        : part,
    );
    return new CachedPage(Buffer.alloc(0), {}, this.contentType, this.storedAt, parts);
  }

  /**
   * Whether to answer this ask with the page compressed whole rather than laid from gzip pieces
   * (counting it). Laying pays for deflating every piece once, ~1 ms for the portal's page, the
   * time of about eight fast Brotli passes of it: worth it only for a page asked more often than
   * that, and most pages kept are asked a few times (docs/benchmarks/portal-at-scale.md).
   */
  compressesWhole(): boolean {
    if (this.#gzipParts) return false;
    this.#wholeAsks += 1;
    return this.#wholeAsks <= WHOLE_ASKS;
  }

  /**
   * The page with these values, gzip-compressed without compressing it again: only the values are
   * new bytes (app/lib/gzip-splice.server.ts). For every visitor whose browser accepts gzip.
   */
  renderGzip(values: PageSlots, pieces: PieceSlots = {}): Buffer {
    this.#gzipParts ??= joinedStretches(this.#parts).map((part) =>
      typeof part === "string" ? part : { raw: part, deflated: deflatePiece(part) },
    );
    return spliceGzip(
      this.#gzipParts.map((part) =>
        typeof part === "string" ? (pieces[part] ?? { raw: Buffer.from(values[part] ?? "") }) : part,
      ),
    );
  }

  /** How many places the page was cut at for this slot. */
  slotCount(key: string): number {
    return this.#parts.filter((part) => part === key).length;
  }

  render(values: PageSlots, pieces: PieceSlots = {}): Buffer {
    return Buffer.concat(
      this.#parts.map((part) =>
        typeof part === "string" ? (pieces[part]?.raw ?? Buffer.from(values[part] ?? "")) : part,
      ),
    );
  }
}

/** Asks a kept page is compressed whole before it is cut into gzip pieces (`compressesWhole`). */
const WHOLE_ASKS = 8;

/** The parts with each run of adjacent literal bytes joined: fewer, larger pieces deflate better. */
function joinedStretches(parts: ReadonlyArray<Buffer | string>): Array<Buffer | string> {
  const joined: Array<Buffer | string> = [];
  let run: Buffer[] = [];
  const endRun = () => {
    if (run.length > 0) joined.push(run.length === 1 ? (run[0] as Buffer) : Buffer.concat(run));
    run = [];
  };
  for (const part of parts) {
    if (typeof part === "string") {
      endRun();
      joined.push(part);
    } else run.push(part);
  }
  endRun();
  return joined;
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
