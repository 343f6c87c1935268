/**
 * JS a page actually loads in Chromium until the network is idle (lazy route chunks included),
 * gzip -9 of each script body; signed in when a session cookie is given.
 */
import type { Browser } from '@playwright/test';
import type { SessionCookie } from '../journey/api';
import { gotoQuiet } from '../journey/quietNetwork';
import { gzipSize, type ChunkSize } from './stats';

export interface LoadedJs {
  scripts: ChunkSize[];
  totalGzipBytes: number;
}

export async function measureLoadedJs(
  browser: Browser,
  url: string,
  cookie?: SessionCookie,
): Promise<LoadedJs> {
  const context = await browser.newContext();
  try {
    if (cookie)
      await context.addCookies([{ name: cookie.name, value: cookie.value, url: new URL(url).origin }]);
    const page = await context.newPage();
    const pending: Promise<ChunkSize | null>[] = [];
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' ||
        /javascript/.test(response.headers()['content-type'] ?? '');
      if (!isScript) return;
      pending.push(
        response
          .body()
          .then((body) => ({
            file: new URL(response.url()).pathname,
            bytes: body.length,
            gzipBytes: gzipSize(body),
          }))
          .catch(() => null),
      );
    });
    await gotoQuiet(page, url);
    const scripts = (await Promise.all(pending)).filter((entry): entry is ChunkSize => entry !== null);
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await context.close();
  }
}
