import { installOnceFragments, type OnceFragments } from "#app/lib/render-once";

/**
 * Past this many sections × inputs, new ones render as usual: a slot is never given up, since a
 * page rendered with its placeholder may still be on its way to the splice.
 */
const MAX_SLOTS = 256;

const slots = new Map<string, number>();
/** Each slot's markup as it leaves the server (latin1: one character per byte, RenderBuffer). */
const markup: (string | undefined)[] = [];

const store: OnceFragments = {
  slot(key) {
    let slot = slots.get(key);
    if (slot === undefined && slots.size < MAX_SLOTS) {
      slot = slots.size;
      slots.set(key, slot);
    }
    return slot;
  },
  has: (slot) => markup[slot] !== undefined,
};

/** The kept markup of a slot, if any. */
export function keptFragment(slot: number): string | undefined {
  return markup[slot];
}

/** Keeps a slot's markup, read from a page as it left (the first page to finish wins). */
export function keepFragment(slot: number, html: string) {
  if (slot >= 0 && slot < slots.size && markup[slot] === undefined) markup[slot] = html;
}

/** Lets RenderOnce keep sections on this server (entry.server.tsx). */
export function keepOnceRenders() {
  installOnceFragments(store);
}

/** Forgets every kept section and slot (tests). */
export function forgetOnceRenders() {
  slots.clear();
  markup.length = 0;
}
