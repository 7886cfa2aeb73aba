import { installOnceFragments, type OnceFragments } from "#app/lib/render-once";

/**
 * Past this many sets of inputs of one section (the footer: one per path), new ones render as
 * usual: a slot is never given up, since a page rendered with its placeholder may still be on its
 * way to the splice. Per section, so that one with many never takes another's room.
 */
const MAX_SLOTS_PER_NAME = 64;

const slots = new Map<string, number>();
const slotsByName = new Map<string, number>();
/** Each slot's markup as it leaves the server (latin1: one character per byte, RenderBuffer). */
const markup: (string | undefined)[] = [];

const store: OnceFragments = {
  slot(name, inputs) {
    const key = inputs.length === 0 ? name : `${name}\u0000${inputs.join("\u0000")}`;
    let slot = slots.get(key);
    if (slot === undefined) {
      const taken = slotsByName.get(name) ?? 0;
      if (taken >= MAX_SLOTS_PER_NAME) return undefined;
      slotsByName.set(name, taken + 1);
      slot = slots.size;
      slots.set(key, slot);
    }
    return slot;
  },
  has: (slot) => markup[slot] !== undefined,
  version(name, inputs) {
    const key = `${name}\u0000${inputs.join("\u0000")}`;
    const html = versions.get(key);
    if (html !== undefined) {
      versions.delete(key); // most recently used now
      versions.set(key, html);
      return { html };
    }
    const slot = VERSION_SLOTS_FROM + nextVersionSlot++;
    pendingVersions.set(slot, key);
    // A page whose render was abandoned never hands its slot back.
    for (const [oldest] of pendingVersions) {
      if (pendingVersions.size <= MAX_PENDING_VERSIONS) break;
      pendingVersions.delete(oldest);
    }
    return { slot };
  },
};

/**
 * Versioned sections (RenderOncePerVersion) kept by their key, as UTF-8 text for React to write:
 * at most VERSION_BUDGET characters, least recently used first out. Their slots, numbered apart
 * from RenderOnce's, only say where a first render's markup goes.
 */
const VERSION_BUDGET = 8 * 1024 * 1024;
const VERSION_SLOTS_FROM = 1_000_000_000;
const MAX_PENDING_VERSIONS = 10_000;
const versions = new Map<string, string>();
const pendingVersions = new Map<number, string>();
let nextVersionSlot = 0;
let versionChars = 0;

function keepVersion(key: string, latin1: string) {
  if (versions.has(key)) return;
  const html = Buffer.from(latin1, "latin1").toString("utf8");
  versions.set(key, html);
  versionChars += html.length + key.length;
  for (const [oldest, kept] of versions) {
    if (versionChars <= VERSION_BUDGET) break;
    versions.delete(oldest);
    versionChars -= kept.length + oldest.length;
  }
}

/**
 * A versioned section's kept markup (RenderOncePerVersion), if kept, without reserving a slot for
 * it: a search's template writes kept cards in (server/portal-result-slots.ts).
 */
export function keptVersion(name: string, inputs: readonly string[]): string | undefined {
  return versions.get(`${name}\u0000${inputs.join("\u0000")}`);
}

/** The kept markup of a slot, if any. */
export function keptFragment(slot: number): string | undefined {
  return markup[slot];
}

/** Keeps a slot's markup, read from a page as it left (the first page to finish wins). */
export function keepFragment(slot: number, html: string) {
  const version = pendingVersions.get(slot);
  if (version !== undefined) {
    pendingVersions.delete(slot);
    keepVersion(version, html);
    return;
  }
  if (slot >= 0 && slot < slots.size && markup[slot] === undefined) markup[slot] = html;
}

/** Lets RenderOnce keep sections on this server (entry.server.tsx). */
export function keepOnceRenders() {
  installOnceFragments(store);
}

/** Where the splice wrote kept sections into a page: [start, end, slot], in order. */
export type KeptSections = readonly (readonly [number, number, number])[];

let lastSplice: { html: string; sections: KeptSections } | undefined;

/**
 * The public-html pass tells where it wrote kept markup into the page it returns, so that the
 * used-CSS scan that runs on that page next (entry.server.tsx) reads each kept section's classes
 * once per process instead of on every request.
 */
export function noteKeptSections(html: string, sections: KeptSections) {
  lastSplice = sections.length > 0 ? { html, sections } : undefined;
}

/** The kept sections of this very page (the same string), if the splice wrote any. */
export function keptSectionsOf(html: string): KeptSections | undefined {
  return lastSplice?.html === html ? lastSplice.sections : undefined;
}

const sectionFacts = new Map<number, unknown>();

/**
 * What a reader works out from a kept section's markup (the classes it uses), once per slot: the
 * markup never changes while the slot lives.
 */
export function factOfSection<T>(
  slot: number,
  html: string,
  start: number,
  end: number,
  read: (markup: string) => T,
): T {
  if (sectionFacts.has(slot)) return sectionFacts.get(slot) as T;
  const fact = read(html.slice(start, end));
  sectionFacts.set(slot, fact);
  return fact;
}

/** Forgets every kept section and slot (tests). */
export function forgetOnceRenders() {
  slots.clear();
  slotsByName.clear();
  markup.length = 0;
  lastSplice = undefined;
  sectionFacts.clear();
  versions.clear();
  pendingVersions.clear();
  versionChars = 0;
}
