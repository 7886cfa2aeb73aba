/** The contract counts as read when scrolled to within 20 px of its end. */
export const CONTRACT_SCROLL_TOLERANCE_PX = 20;

/**
 * True once the reader has reached the end of the text. A text short enough to need no scrolling
 * counts as read at once.
 */
export function isScrolledToEnd(
  {
    scrollTop,
    scrollHeight,
    clientHeight,
  }: { scrollTop: number; scrollHeight: number; clientHeight: number },
  tolerance = CONTRACT_SCROLL_TOLERANCE_PX,
): boolean {
  return scrollHeight - clientHeight - scrollTop <= tolerance;
}
