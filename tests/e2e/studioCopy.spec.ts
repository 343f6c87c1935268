/**
 * The studio's copy view (docs/studio.md) in Chromium: a staff member rewords a field label written
 * in the shared definitions and a rule's message, sees both in the preview, and keeps them — as a
 * downloaded change set in the production build, saved to the files that own them under the dev
 * server (here started on a copy of the repository's schemas, so the test never edits the repo).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test.use({ viewport: { width: 1280, height: 800 } });

const label = { find: 'definitions/loanAmount/title', was: 'Loan amount', now: 'How much you need' };
const message = {
  find: 'definitions/legalName/errorMessage/pattern',
  was: 'Use letters, spaces, hyphens and apostrophes only',
  now: 'Use letters only, with spaces, hyphens or apostrophes between',
};

/** Opens the copy view, rewords the label and the message, and checks each in the preview. */
async function rewordBoth(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const filter = page.getByLabel('Filter by words, field, file or page');
  const table = page.getByRole('table', { name: 'Every word an applicant reads' });
  const words = page.getByRole('textbox', { name: /^Words/ });
  const preview = page.getByTestId('step-preview');

  await filter.fill(label.find);
  await table.getByRole('button', { name: label.was }).click();
  await expect(preview.getByLabel(label.was, { exact: false })).toBeVisible();
  await words.fill(label.now);
  await expect(preview.getByLabel(label.now, { exact: false })).toBeVisible();

  await filter.fill(message.find);
  await table.getByRole('button', { name: message.was }).click();
  await expect(preview.getByLabel(/Legal first name/)).toHaveAccessibleDescription(new RegExp(message.was));
  // Typed key by key: the preview submits its fill again on each change, and focus stays in the words.
  await words.fill(message.now.slice(0, -8));
  await words.press('End');
  await words.pressSequentially(message.now.slice(-8));
  await expect(preview.getByLabel(/Legal first name/)).toHaveAccessibleDescription(new RegExp(message.now));
  await expect(words).toBeFocused();
  await expect(page.getByText('2 changed')).toBeVisible();
}

test('Staff reword a shared label and a rule message, see them in the preview and download the change set', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') problems.push(entry.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/relief-loans/skunkworks');
  await rewordBoth(page);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/studio-copy.png', fullPage: false });

  await expect(page.getByRole('button', { name: 'Save to the files' })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the change set' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toBe('relief-loans-copy-changes.json');
  expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
    format: 'relief-loans-copy-changes/1',
    changes: [
      {
        file: 'schemas/definitions.json',
        pointer: '/definitions/loanAmount/title',
        from: label.was,
        to: label.now,
      },
      {
        file: 'schemas/definitions.json',
        pointer: '/definitions/legalName/errorMessage/pattern',
        from: message.was,
        to: message.now,
      },
    ],
  });
  expect(problems).toEqual([]);
});

test('Under the dev server the studio saves each change to the file that owns the words', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const root = mkdtempSync(join(tmpdir(), 'studio-copy-e2e-'));
  for (const path of ['schemas', '.prettierrc.json']) cpSync(path, join(root, path), { recursive: true });
  const port = Number(process.env.E2E_PORT ?? 4390) + 7;
  const vite = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      env: { ...process.env, STUDIO_SAVE_ROOT: root, API_PORT: String(process.env.E2E_PORT ?? 4390) },
      stdio: 'ignore',
    },
  );
  try {
    const url = `http://127.0.0.1:${port}/relief-loans/skunkworks`;
    await expect
      .poll(async () => (await fetch(url).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
    // A fresh clone's dev server prepares its dependencies on the first visit (and may reload the
    // page once): wait for the studio, then start from a settled page.
    await page.goto(url);
    await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 120_000 });
    await page.reload();
    await rewordBoth(page);
    await page.getByRole('button', { name: 'Save to the files' }).click();
    await expect(page.getByText('Saved: schemas/definitions.json.', { exact: false })).toBeVisible();
    const written = readFileSync(join(root, 'schemas/definitions.json'), 'utf8');
    expect(written).toContain(`"title": "${label.now}"`);
    expect(written).toContain(`"pattern": "${message.now}"`);
    // Nothing else in the file changed.
    const before = readFileSync('schemas/definitions.json', 'utf8').split('\n');
    expect(written.split('\n').filter((line) => !before.includes(line))).toHaveLength(2);
  } finally {
    vite.kill('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  }
});
