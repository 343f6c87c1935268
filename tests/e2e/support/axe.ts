/**
 * Accessibility check with axe-core, injected directly (docs/decisions/0013-versions-for-node-20.md:
 * @axe-core/playwright's current release needs Node 22).
 *
 * Why page.evaluate and not page.addScriptTag({ path }): addScriptTag inserts an inline <script>,
 * which the app's Content-Security-Policy (`script-src 'self'`, server/http/securityHeaders.ts)
 * blocks, so `window.axe` never appears. page.evaluate runs through the DevTools protocol, which CSP
 * does not govern, so the page keeps its real policy while it is tested (bypassCSP would test a page
 * that production never serves).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules (axe tags), the level the funnel is held to. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21aa'];

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

interface AxeWindow {
  axe?: {
    run: (
      context: Document,
      options: { runOnly: { type: 'tag'; values: string[] }; resultTypes: string[] },
    ) => Promise<{ violations: AxeViolation[] }>;
  };
}

/** One readable paragraph per violation: rule, impact, help link, then each offending element. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) =>
            `    - ${node.target.map(String).join(' ')}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n');
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** Runs axe on the page as it is now and fails the test with the list of WCAG 2.1 AA violations. */
export async function expectNoAxeViolations(page: Page, where = page.url()): Promise<void> {
  // Judge the page at rest: a modal still fading in has colours no one reads (at most 2 s).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const hasAxe = await page.evaluate(() => typeof (window as AxeWindow).axe !== 'undefined');
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as AxeWindow).axe;
    if (!axe) throw new Error('axe-core did not load into the page');
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    // Only plain data crosses back to the test.
    return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, html, failureSummary }) => ({ target, html, failureSummary })),
    }));
  }, wcagTags);
  expect(violations, `Accessibility violations on ${where}:\n\n${describeViolations(violations)}`).toEqual(
    [],
  );
}
