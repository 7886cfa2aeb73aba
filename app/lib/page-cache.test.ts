import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.server";

const HTML = "text/html; charset=utf-8";

function activeCache(options: { maxBytes?: number; maxAgeMs?: number; clock?: { now: number } } = {}) {
  const clock = options.clock ?? { now: 0 };
  const cache = new PageCache({
    maxBytes: options.maxBytes ?? 1_000_000,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    now: () => clock.now,
  });
  cache.activate();
  return cache;
}

/**
 * What a kept page weighs: the UTF-8 bytes it keeps (the nonce's places are filled per answer, not
 * kept), and as many again with some framing for each piece around the nonce, for the compressed
 * copy it makes on its first gzip answer.
 */
const weightOf = (html: string, nonce: string) =>
  2 * Buffer.byteLength(html.replaceAll(nonce, "")) + 16 * (2 * html.split(nonce).length - 1);

const page = (html: string, nonce = "N1") => ({ html: Buffer.from(html), nonce, contentType: HTML });

describe("PageCache", () => {
  it("serves a kept page with each request's own nonce in every place the first one was", () => {
    const cache = activeCache();
    cache.store(
      "/portal",
      page('<script nonce="N1">a</script><link nonce="N1">"nonce":"N1"'),
      cache.generation,
    );

    const kept = cache.lookup("/portal");
    expect(kept?.contentType).toBe(HTML);
    expect(kept?.render({ nonce: "N2" }).toString()).toBe(
      '<script nonce="N2">a</script><link nonce="N2">"nonce":"N2"',
    );
    expect(kept?.render({ nonce: "N3" }).toString()).not.toContain("N2");
  });

  it("serves the same page gzip-compressed, with the new values, without compressing it again", () => {
    const cache = activeCache();
    const html = '<script nonce="N1"></script><h1>Ático en Benalmádena, 785.000 €</h1><input value="S1">';
    cache.store("/propiedad/1", { ...page(html), formStamp: "S1" }, cache.generation);
    const kept = cache.lookup("/propiedad/1");
    const values = { nonce: "N2", formStamp: "S2" };
    expect(gunzipSync(kept?.renderGzip(values) ?? Buffer.alloc(0)).toString()).toBe(
      kept?.render(values).toString(),
    );
    expect(kept?.render(values).toString()).toContain('<input value="S2">');
  });

  it("puts a fresh form stamp wherever the first one was, beside the nonce", () => {
    const cache = activeCache();
    const html = '<script nonce="N1"></script><input value="S1">"stamp":"S1"';
    cache.store("/propiedad/1", { ...page(html), formStamp: "S1" }, cache.generation);
    const kept = cache.lookup("/propiedad/1");
    expect(kept?.render({ nonce: "N2", formStamp: "S2" }).toString()).toBe(
      '<script nonce="N2"></script><input value="S2">"stamp":"S2"',
    );
  });

  it("keeps the page's bytes exactly, accents and euro signs included", () => {
    const cache = activeCache();
    const html = '<h2>Chalet en Benalmádena</h2><p>785.000 €</p><script nonce="N1"></script>';
    cache.store("/portal", page(html), cache.generation);
    const kept = cache.lookup("/portal");
    expect(kept?.render({ nonce: "N1" }).toString("utf8")).toBe(html);
    // Counted as kept: its UTF-8 bytes (not the string's UTF-16 length) and its compressed pieces.
    expect(cache.sizeBytes).toBe(weightOf(html, "N1"));
  });

  it("keeps nothing and serves nothing until activated, and again once deactivated", () => {
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    cache.store("/portal", page("<html></html>"), cache.generation);
    expect(cache.lookup("/portal")).toBeUndefined();

    cache.activate();
    cache.store("/portal", page("<html></html>"), cache.generation);
    expect(cache.lookup("/portal")).toBeDefined();

    cache.deactivate();
    expect(cache.lookup("/portal")).toBeUndefined();
    expect(cache.sizeBytes).toBe(0);
  });

  it("is off with a budget of zero, even activated", () => {
    const cache = activeCache({ maxBytes: 0 });
    expect(cache.isActive).toBe(false);
    cache.store("/portal", page("<html></html>"), cache.generation);
    expect(cache.lookup("/portal")).toBeUndefined();
  });

  it("forgets every page on invalidate, and refuses a page whose render began before it", () => {
    const cache = activeCache();
    cache.store("/portal", page("old"), cache.generation);
    const renderStartedAt = cache.generation;

    cache.invalidate(); // a listing changed while the second page was being rendered
    expect(cache.lookup("/portal")).toBeUndefined();
    cache.store("/propiedad/1", page("maybe stale"), renderStartedAt);
    expect(cache.lookup("/propiedad/1")).toBeUndefined();

    cache.store("/propiedad/1", page("fresh"), cache.generation);
    expect(cache.lookup("/propiedad/1")?.render({ nonce: "N" }).toString()).toBe("fresh");
  });

  it("renders a page again once it is older than the maximum age", () => {
    const clock = { now: 1_000 };
    const cache = activeCache({ maxAgeMs: 60_000, clock });
    cache.store("/portal", page("p"), cache.generation);
    clock.now += 60_000;
    expect(cache.lookup("/portal")).toBeDefined();
    clock.now += 1;
    expect(cache.lookup("/portal")).toBeUndefined();
    expect(cache.sizeBytes).toBe(0);
  });

  it("stays within its byte budget by dropping the least recently used pages", () => {
    // Every page weighs the same (its 10 bytes and as many compressed); the budget holds three.
    const weight = weightOf("a".repeat(10), "N1");
    const cache = activeCache({ maxBytes: 3 * weight });
    for (const key of ["a", "b", "c"]) cache.store(key, page(key.repeat(10)), cache.generation);
    expect(cache.lookup("a")).toBeDefined(); // a is now the most recently used: b goes first

    cache.store("d", page("d".repeat(10)), cache.generation);
    expect(cache.lookup("b")).toBeUndefined();
    for (const key of ["a", "c", "d"]) expect(cache.lookup(key), key).toBeDefined();
    expect(cache.sizeBytes).toBe(3 * weight);

    cache.store("huge", page("x".repeat(3 * weight)), cache.generation); // larger than the whole budget
    expect(cache.lookup("huge")).toBeUndefined();
    expect(cache.sizeBytes).toBe(3 * weight);
  });

  it("replaces a page stored again under the same key without counting it twice", () => {
    const cache = activeCache();
    cache.store("/portal", page("one"), cache.generation);
    cache.store("/portal", page("two"), cache.generation);
    expect(cache.lookup("/portal")?.render({ nonce: "N" }).toString()).toBe("two");
    expect(cache.sizeBytes).toBe(weightOf("two", "N1"));
  });
});
