/**
 * Which Chromium the end-to-end tests and the benchmark drive, shared by playwright.config.ts and
 * scripts/bench.ts. Playwright cannot download its own browsers on CI here, so the Debian package is
 * the default (README "Configuration"); developers elsewhere point at their own browser.
 */
import fs from 'node:fs';

/** Debian names the binary chromium; Ubuntu's older packages call it chromium-browser. */
export const systemChromiumPaths = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Flags for a headless browser on a small CI machine: no sandbox (CI runs as root), no GPU, and no
 * background traffic (updates, sync, safe-browsing lists) that would disturb timings or try the network.
 * /dev/shm is tiny in containers, so shared memory goes to /tmp instead.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const installHelp = [
  'No Chromium found for the end-to-end tests and the benchmark. Either:',
  '  - on Debian/Ubuntu: apt-get install -y chromium   (.ci/run does this on CI), or',
  '  - set CHROMIUM_PATH=/path/to/chrome-or-chromium, or',
  "  - run `npx playwright install chromium` and set PLAYWRIGHT_USE_BUNDLED=1 to use Playwright's own browser.",
].join('\n');

/**
 * The browser executable: CHROMIUM_PATH; else undefined when PLAYWRIGHT_USE_BUNDLED=1 (Playwright picks
 * its bundled build); else the first system Chromium that exists. Throws with install instructions
 * when there is none.
 */
export function resolveChromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) {
    if (!fs.existsSync(configured)) {
      throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.\n\n${installHelp}`);
    }
    return configured;
  }
  if (env.PLAYWRIGHT_USE_BUNDLED === '1') return undefined;
  const found = systemChromiumPaths.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(installHelp);
  return found;
}
