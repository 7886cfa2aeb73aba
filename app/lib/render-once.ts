import { createElement, type ReactNode } from "react";

/**
 * The element that wraps a kept section in the HTML React writes on the server. It never leaves the
 * server: app/lib/public-html.server.ts takes it out, keeping the section's markup the first time
 * and writing the kept markup in place of an empty one afterwards.
 */
export const ONCE_TAG = "zaguan-once";

/** Where kept sections live: installed on the server only (app/lib/render-once.server.ts). */
export type OnceFragments = {
  /** The slot of a section and its inputs, or undefined once too many are kept (render as usual). */
  slot(name: string, inputs: readonly string[]): number | undefined;
  /** Whether the slot's markup is kept already. */
  has(slot: number): boolean;
  /**
   * A section kept per version (one of many, least recently used first out): its markup as a
   * string when kept, else a slot to keep it in as it leaves.
   */
  version(name: string, inputs: readonly string[]): { html: string } | { slot: number };
};

let fragments: OnceFragments | undefined;

/** Called once by the server's entry; without it (the browser, tests) RenderOnce renders its children. */
export function installOnceFragments(store: OnceFragments | undefined) {
  fragments = store;
}

/**
 * A section of a public page whose markup depends only on `inputs` (strings): rendered by React the
 * first time per process and inputs, and written in from the kept markup afterwards (the
 * landing's static sections were half of React's work on every uncached request).
 *
 * - Everything the children show must follow from `name` and `inputs`: no request, user, date,
 *   nonce or form stamp inside. A content change is a deploy, i.e. a new process.
 * - Public pages only (never hydrated, ADR 0018), outside Suspense boundaries: the markup is
 *   spliced in the first batch React writes, the whole document on such a page.
 * - The wrapper is one element with one child, so React's `useId`s inside and after it are the
 *   ones it would give without it, and the page is byte for byte the same.
 */
export function RenderOnce({
  name,
  inputs = [],
  children,
}: {
  name: string;
  inputs?: readonly string[];
  children: ReactNode;
}) {
  if (!fragments) return children;
  const slot = fragments.slot(name, inputs);
  if (slot === undefined) return children;
  if (fragments.has(slot)) return createElement(ONCE_TAG, { "data-use": slot });
  return createElement(ONCE_TAG, { "data-keep": slot }, children);
}

/**
 * RenderOnce for a section with many versions, each kept while it is used: a portal card, whose
 * `inputs` are the listing's every shown value, so a changed listing is a new version and renders
 * afresh (nothing to invalidate). The kept markup is written by React itself (one string in an
 * element the public page's pass takes out), not spliced in afterwards, so a version can be
 * dropped from memory at any time. The same rules as RenderOnce, and no `useId` inside: the ids
 * would be those of the position the version was first rendered at.
 */
export function RenderOncePerVersion({
  name,
  inputs,
  alwaysRendered = false,
  children,
}: {
  name: string;
  inputs: readonly string[];
  /**
   * Kept for the server's own use (a search's template writes the portal's first card from it),
   * but rendered by React every time: what React writes elsewhere for it (the first card's cover,
   * preloaded from the head) needs the element itself.
   */
  alwaysRendered?: boolean;
  children: ReactNode;
}) {
  if (!fragments) return children;
  const kept = fragments.version(name, inputs);
  if ("slot" in kept) return createElement(ONCE_TAG, { "data-keep": kept.slot }, children);
  if (alwaysRendered) return children;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React itself escaped on the first render
  return createElement(ONCE_TAG, { "data-inline": "", dangerouslySetInnerHTML: { __html: kept.html } });
}
