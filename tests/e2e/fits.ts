import { expect, type Page } from "@playwright/test";

/**
 * The page as it is now fits its width: it does not scroll sideways, no text runs past the box
 * that holds it (a German compound, a long English label) and no button sticks out of its form
 * or card. Boxes that scroll or clip on purpose (overflow other than visible) are left alone.
 * Returns nothing; fails naming the first few offenders.
 */
export async function expectNothingSticksOut(page: Page, what?: string) {
  const offenders = await page.evaluate(() => {
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} «${(element.textContent ?? "").trim().slice(0, 50)}»`;
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
    for (const element of document.querySelectorAll("main *")) {
      const style = getComputedStyle(element);
      if (style.display === "inline" || style.display === "none" || style.position === "fixed") continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (style.overflowX === "visible" && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name(element)}: its text is ${element.scrollWidth} px wide in ${element.clientWidth}`);
      const parent = element.parentElement;
      if (element.matches("button, a[data-slot='button']") && parent) {
        const frame = parent.getBoundingClientRect();
        if (box.right > frame.right + 1)
          found.push(
            `${name(element)}: ends at ${Math.round(box.right)} px, its box at ${Math.round(frame.right)}`,
          );
      }
    }
    return found.slice(0, 5);
  });
  expect(offenders, what).toEqual([]);
}
