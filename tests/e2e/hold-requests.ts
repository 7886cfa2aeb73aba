import type { Page } from "@playwright/test";

/**
 * Holds every request matching `url` until the returned function is called, so a test can look at
 * the page while something is still loading (a spinner, a loading text, the server's HTML before
 * the scripts run).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
