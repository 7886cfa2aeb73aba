import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page works as a person would use it: an application page hydrated with no
 * navigation loading, or a public page's enhancement script run (`<html data-ready>`, set by
 * app/lib/hydration.ts's PAGE_READY_ATTRIBUTE). Never a quiet network: a page may keep a request open.
 */
export async function waitForPageReady(page: Page) {
  // Hydration is the browser's own work: a starved renderer took over 7 s for the staff panel in a
  // run beside a CPU hog (docs/benchmarks/test-suite.md, session 17).
  await expect(page.locator("html")).toHaveAttribute("data-ready", "", { timeout: 30_000 });
}
