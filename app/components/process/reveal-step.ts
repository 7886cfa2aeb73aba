import { useEffect, useRef } from "react";

/**
 * Brings a step into view below the sticky header and moves the focus to its heading's button, so
 * that on a phone the next step is on screen and a screen reader announces it. Waits
 * until the page stops moving: the accordion's open and close animations shift everything below.
 * The page then jumps in one frame, never scrolls smoothly: a smooth scroll goes on moving the page
 * for a few hundred milliseconds (seconds on a slow phone) under a finger that may already be
 * pressing the new step's button, and a press that ends elsewhere than it began is no click.
 */
export async function revealStep(step: number) {
  // Each step's element carries data-step={its number}.
  const item = document.querySelector<HTMLElement>(`[data-step="${step}"]`);
  if (!item) return;
  await layoutSettled(item);
  item.querySelector<HTMLElement>("h3 button")?.focus({ preventScroll: true });
  const header = document.querySelector("header");
  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  const top = item.getBoundingClientRect().top + window.scrollY - headerBottom - 12;
  window.scrollTo({ top: Math.max(0, top), behavior: "instant" });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Resolves once the element's place in the page and the page's height have held for a few frames. */
async function layoutSettled(element: HTMLElement, { stableFrames = 4, maxFrames = 90 } = {}) {
  const place = () =>
    `${element.getBoundingClientRect().top + window.scrollY}:${document.documentElement.scrollHeight}`;
  let last = place();
  let stable = 0;
  for (let frame = 0; frame < maxFrames && stable < stableFrames; frame++) {
    await nextFrame();
    const now = place();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
}

/**
 * Reveals the current step when it advances on this page (a step just completed), once it is open;
 * never on the first render or when another property is opened.
 */
export function useRevealStepOnAdvance({
  step,
  propertyId,
  isOpen,
}: {
  step: number;
  propertyId: string | null;
  isOpen: boolean;
}) {
  const previous = useRef({ step, propertyId });
  const pending = useRef<number | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { step, propertyId };
    if (before.propertyId === propertyId && step > before.step) pending.current = step;
    else if (before.propertyId !== propertyId) pending.current = null;
    if (isOpen && pending.current === step) {
      pending.current = null;
      void revealStep(step);
    }
  }, [step, propertyId, isOpen]);
}
