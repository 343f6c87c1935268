/**
 * A canary SSN, date of birth and bank account number, and a watch on everything the browser does while an applicant
 * types them (docs/architecture.md): page addresses, request addresses and bodies, response
 * bodies, console output, browser storage. The only places the canary may travel are the two
 * requests whose purpose is to send it: saving identity, confirming the SSN on agree, and offer review
 * (the SSN again, and the account number for the money).
 */
import fs from 'node:fs';
import { dataFilesOf } from './e2eDatabase';
import { expect, type Page, type Request } from '@playwright/test';

export const canary = {
  ssn: '457-55-5462',
  dob: '03/14/1987',
  /** Typed in on offer review as the account for the money: only its last four digits may come back. */
  accountNumber: '000987654321',
} as const;

/** Every way the canary could be written down: with or without separators, ISO date. */
export const canaryForms: readonly string[] = [
  canary.ssn,
  canary.ssn.replace(/-/g, ''),
  canary.ssn.replace(/-/g, ' '),
  canary.dob,
  canary.dob.replace(/\//g, ''),
  '1987-03-14',
  canary.accountNumber,
];

export function containsCanary(text: string): string | null {
  return canaryForms.find((form) => text.includes(form)) ?? null;
}

type Seen = { where: string; text: string };

/** Requests allowed to carry the canary in their body: identity saved, SSN confirmed on agree and on offer review. */
function mayCarryCanary(request: Request): boolean {
  const { pathname } = new URL(request.url());
  return (
    (request.method() === 'PUT' && /\/application\/[^/]+\/personal-info$/.test(pathname)) ||
    (request.method() === 'POST' &&
      /\/flow\/[^/]+\/step\/(id-verification|agree|offer-review)$/.test(pathname))
  );
}

export function watchForCanary(page: Page) {
  const seen: Seen[] = [];
  const allowedBodies: string[] = [];
  page.on('framenavigated', (frame) => seen.push({ where: 'page address', text: frame.url() }));
  page.on('console', (message) => seen.push({ where: `console.${message.type()}`, text: message.text() }));
  page.on('pageerror', (error) => seen.push({ where: 'page error', text: String(error) }));
  page.on('request', (request) => {
    seen.push({ where: `${request.method()} address`, text: request.url() });
    const body = request.postData() ?? '';
    if (mayCarryCanary(request)) allowedBodies.push(body);
    else seen.push({ where: `${request.method()} ${request.url()} body`, text: body });
  });
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('json')) return;
    const text = await response.text().catch(() => '');
    seen.push({ where: `response of ${response.request().method()} ${response.url()}`, text });
  });

  return {
    /** How many allowed requests carried the canary: proves the watch saw the data leave at all. */
    allowedBodies: () => allowedBodies,
    async expectNowhere(): Promise<void> {
      const storage = await page.evaluate(() => {
        const dump = (store: Storage) =>
          Array.from({ length: store.length }, (_, index) => {
            const key = store.key(index) ?? '';
            return `${key}=${store.getItem(key) ?? ''}`;
          }).join('\n');
        return { local: dump(localStorage), session: dump(sessionStorage), cookie: document.cookie };
      });
      const all: Seen[] = [
        ...seen,
        { where: 'localStorage', text: storage.local },
        { where: 'sessionStorage', text: storage.session },
        { where: 'document.cookie', text: storage.cookie },
      ];
      const leaks = all.flatMap(({ where, text }) => {
        const form = containsCanary(text);
        return form ? [`${where} contains ${form}`] : [];
      });
      expect(leaks, 'the canary SSN or birth date leaked').toEqual([]);
    },
  };
}

/** The server's log file and every file of its database (set by playwright.config.ts) must not hold the canary in plain text. */
export function expectCanaryNotOnServerDisk(): void {
  const databaseFiles = dataFilesOf(process.env.E2E_DATABASE_DIR!);
  expect(databaseFiles.length, 'the database has files').toBeGreaterThan(100);
  const files = [process.env.E2E_LOG_FILE!, ...databaseFiles];
  for (const file of files) {
    const bytes = fs.readFileSync(file).toString('latin1');
    expect(containsCanary(bytes), `${file} holds the canary in plain text`).toBeNull();
  }
}
