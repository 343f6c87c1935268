import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { writeCopyChanges } from '../../../../../scripts/copyChangesWriter';
import { changeSetFormat } from '../../../../../src/staff/studio/copy/copyChanges';

const repo = join(import.meta.dirname, '../../../../..');
let root = '';
const text = (path: string, from = root) => readFileSync(join(from, path), 'utf8');
const changedLines = (path: string) => {
  const before = text(path, repo).split('\n');
  return text(path)
    .split('\n')
    .filter((line) => !before.includes(line));
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'studio-copy-'));
  for (const path of ['schemas/steps', 'schemas/copy', 'schemas/definitions.json', '.prettierrc.json'])
    cpSync(join(repo, path), join(root, path), { recursive: true, force: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('Writing a change set of the copy (dev save, npm run studio:apply)', () => {
  test('changes each string in the file that owns it, and nothing else in the file', async () => {
    const result = await writeCopyChanges(root, {
      format: changeSetFormat,
      changes: [
        {
          file: 'schemas/definitions.json',
          pointer: '/definitions/loanAmount/title',
          from: 'Loan amount',
          to: 'How much you need',
        },
        {
          file: 'schemas/steps/income/schema.json',
          pointer: '/definitions/occupation/title',
          from: 'Job title',
          to: 'Your job',
        },
        {
          file: 'schemas/copy/en-US.json',
          pointer: '/errors/default',
          from: 'Uh oh! We ran into a hiccup. Please try again.',
          to: 'Sorry, something went wrong. Please try again.',
        },
      ],
    });
    expect(result).toEqual({
      ok: true,
      written: ['schemas/definitions.json', 'schemas/steps/income/schema.json', 'schemas/copy/en-US.json'],
    });
    expect(changedLines('schemas/definitions.json')).toEqual(['      "title": "How much you need",']);
    expect(changedLines('schemas/steps/income/schema.json')).toEqual(['      "title": "Your job",']);
    expect(changedLines('schemas/copy/en-US.json')).toEqual([
      '    "default": "Sorry, something went wrong. Please try again.",',
    ]);
  });

  test('writes nothing when one change is not to applicant words or the words changed since', async () => {
    const result = await writeCopyChanges(root, {
      format: changeSetFormat,
      changes: [
        {
          file: 'schemas/definitions.json',
          pointer: '/definitions/loanAmount/title',
          from: 'Loan amount',
          to: 'Amount',
        },
        {
          file: 'schemas/definitions.json',
          pointer: '/definitions/loanAmount/format',
          from: 'loan-amount',
          to: 'x',
        },
        { file: '../package.json', pointer: '/name', from: 'relief-loans', to: 'x' },
      ],
    });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems).toHaveLength(2);
    expect(text('schemas/definitions.json')).toBe(text('schemas/definitions.json', repo));
  });

  test('says where to run it when the folder is not the repository’s root', async () => {
    expect(await writeCopyChanges(join(root, 'schemas'), { format: changeSetFormat, changes: [] })).toEqual({
      ok: false,
      problems: [`${join(root, 'schemas')} is not the repository's root: run it there.`],
    });
  });
});
