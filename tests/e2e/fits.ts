import { expect, type Page } from "@playwright/test";

/**
 * The page as it is now fits its width: it does not scroll sideways, no text runs past the box
 * that holds it (a German compound, a long English label), no button sticks out of its form or
 * card and no button's words run over its padding. Boxes that scroll or clip on purpose (overflow
 * other than visible) are left alone. Fails naming the first few offenders.
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
      // Words only: a spinning icon's corners reach past its square while it turns.
      const hasWords = (element.textContent ?? "").trim() !== "";
      if (hasWords && style.overflowX === "visible" && element.scrollWidth > element.clientWidth + 1)
        found.push(`${name(element)}: its text is ${element.scrollWidth} px wide in ${element.clientWidth}`);
      const parent = element.parentElement;
      if (element.matches("button, a[data-slot='button']") && parent) {
        const frame = parent.getBoundingClientRect();
        if (box.right > frame.right + 1)
          found.push(
            `${name(element)}: ends at ${Math.round(box.right)} px, its box at ${Math.round(frame.right)}`,
          );
        // A label wider than its button, centred, eats the padding on both sides before it spills.
        // What is drawn in the button's flow: words and icons, not a screen reader's hidden text.
        const inked = { left: Number.POSITIVE_INFINITY, right: Number.NEGATIVE_INFINITY, width: 0 };
        for (const child of element.childNodes) {
          if (child instanceof Element && getComputedStyle(child).position === "absolute") continue;
          const range = document.createRange();
          range.selectNodeContents(child);
          const drawn =
            child instanceof Element ? child.getBoundingClientRect() : range.getBoundingClientRect();
          if (drawn.width === 0) continue;
          inked.left = Math.min(inked.left, drawn.left);
          inked.right = Math.max(inked.right, drawn.right);
          inked.width = inked.right - inked.left;
        }
        const left =
          box.left + Number.parseFloat(style.borderLeftWidth) + Number.parseFloat(style.paddingLeft);
        const right =
          box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight);
        if (inked.width > 0 && (inked.left < left - 1 || inked.right > right + 1))
          found.push(`${name(element)}: its words run over its padding`);
      }
    }
    return found.slice(0, 5);
  });
  expect(offenders, what).toEqual([]);
}
