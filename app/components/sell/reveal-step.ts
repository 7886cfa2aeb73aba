import { useEffect, useRef } from "react";

/**
 * Brings a step into view below the sticky header and moves the focus to its heading's button, so
 * that on a phone the next step is on screen and a screen reader announces it (issue #28). Waits
 * for the accordion's open and close animations, which move everything below them.
 */
export async function revealStep(step: number) {
  // Each step's element carries data-step={its number}.
  const item = document.querySelector<HTMLElement>(`[data-step="${step}"]`);
  if (!item) return;
  await Promise.allSettled(document.getAnimations().map((animation) => animation.finished));
  const heading = item.querySelector<HTMLElement>("h3 button");
  heading?.focus({ preventScroll: true });
  const header = document.querySelector("header");
  const headerBottom = header ? Math.max(0, header.getBoundingClientRect().bottom) : 0;
  const top = item.getBoundingClientRect().top + window.scrollY - headerBottom - 12;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduceMotion ? "auto" : "smooth" });
}

/**
 * Reveals the current step when it advances on this page (a step just completed), never on the
 * first render or when another property is opened.
 */
export function useRevealStepOnAdvance({ step, propertyId }: { step: number; propertyId: string | null }) {
  const previous = useRef({ step, propertyId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { step, propertyId };
    if (before.propertyId === propertyId && step > before.step) void revealStep(step);
  }, [step, propertyId]);
}
