/**
 * Playwright's `networkidle` never comes on our pages: Chromium does not report the end of a
 * `keepalive` fetch to the page's network domain, and telemetry (src/shared/analytics/transport.ts) posts
 * every event that way. These helpers wait for the page's own requests to settle instead, leaving
 * out the fire-and-forget telemetry calls whose answers the app never reads.
 */
import type { Page, Request } from '@playwright/test';

const telemetryPaths = ['/event_tracking/', '/telemetry/', '/tracking/external-visit'];

const isTelemetry = (request: Request) => {
  const { pathname } = new URL(request.url());
  return telemetryPaths.some((path) => pathname.startsWith(path));
};

/** Follows a page's requests; `quiet()` resolves once none but telemetry has been in flight for `idleMs`. */
export function watchNetwork(page: Page, idleMs = 500, timeoutMs = 30_000) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (isTelemetry(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    quiet: async (): Promise<void> => {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < idleMs) {
        if (Date.now() > deadline) {
          const pending = [...inFlight].map((request) => request.url()).join(', ');
          throw new Error(
            `The network did not settle within ${timeoutMs} ms (in flight: ${pending || 'none'})`,
          );
        }
        await page.waitForTimeout(100);
      }
    },
  };
}

/** Opens `url` and waits for its load event and then for its own requests to settle. */
export async function gotoQuiet(page: Page, url: string): Promise<void> {
  const network = watchNetwork(page);
  await page.goto(url, { waitUntil: 'load' });
  await network.quiet();
}
