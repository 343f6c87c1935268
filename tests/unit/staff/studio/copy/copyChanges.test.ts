import { describe, expect, test } from 'vitest';
import {
  changeSetFormat,
  changeSetOf,
  changeSetProblems,
  withChanges,
} from '../../../../../src/staff/studio/copy/copyChanges';
import { copyCatalog } from '../../../../../src/staff/studio/copy/copyCatalog';

const definitions = {
  definitions: {
    amount: { type: 'number', title: 'Amount', format: 'money', errorMessage: { type: 'Digits' } },
  },
};
const entries = copyCatalog({
  copy: { pages: { home: { title: 'Hello' } } },
  definitions,
  steps: [],
  screensOf: () => [],
  stepsOfPage: () => [],
  usersOfPage: () => [],
});
const files: Record<string, unknown> = {
  'schemas/definitions.json': definitions,
  'schemas/copy/en-US.json': { pages: { home: { title: 'Hello' } } },
};
const change = (pointer: string, from: string, to: string, file = 'schemas/definitions.json') => ({
  file,
  pointer,
  from,
  to,
});

describe('A change set of the copy', () => {
  test('holds the edits that differ from the files, each with its file, place and words before', () => {
    const edits = new Map([
      ['schemas/definitions.json#/definitions/amount/title', 'How much'],
      ['schemas/copy/en-US.json#/pages/home/title', 'Hello'],
    ]);
    expect(changeSetOf(entries, edits)).toEqual({
      format: changeSetFormat,
      changes: [change('/definitions/amount/title', 'Amount', 'How much')],
    });
  });

  test('applies to the file that owns the words and leaves the others and the original as they were', () => {
    const changes = [change('/definitions/amount/title', 'Amount', 'How much')];
    const edited = withChanges('schemas/definitions.json', definitions, changes);
    expect(edited.definitions.amount).toEqual({ ...definitions.definitions.amount, title: 'How much' });
    expect(definitions.definitions.amount.title).toBe('Amount');
    expect(withChanges('schemas/copy/en-US.json', files['schemas/copy/en-US.json'], changes)).toBe(
      files['schemas/copy/en-US.json'],
    );
  });

  test('is refused when it is not the studio’s, rewords a rule instead of words, is empty or is stale', () => {
    const problems = (changes: unknown[]) =>
      changeSetProblems({ format: changeSetFormat, changes }, entries, (file) => files[file]);
    expect(changeSetProblems({ changes: [] }, entries, () => undefined)).toEqual([
      `This is not a change set of the studio's copy (format "${changeSetFormat}").`,
    ]);
    expect(problems([change('/definitions/amount/title', 'Amount', 'How much')])).toEqual([]);
    expect(problems([change('/definitions/amount/format', 'money', 'text')])).toEqual([
      'Change 1: schemas/definitions.json has no applicant words at /definitions/amount/format.',
    ]);
    expect(problems([change('/definitions/amount/title', 'Amount', '  ')])).toEqual([
      'Change 1 (schemas/definitions.json /definitions/amount/title): the new words are empty.',
    ]);
    expect(problems([change('/definitions/amount/title', 'Sum', 'How much')])[0]).toMatch(
      /the words are now “Amount”, not “Sum”/,
    );
    expect(problems([{ file: 'x' }])[0]).toMatch(/needs a file, a pointer/);
    // ajv-errors would fill a template in with what the applicant typed, or fail the build on it.
    expect(problems([change('/definitions/amount/errorMessage/type', 'Digits', 'Use ${1#} digits')])).toEqual(
      [
        'Change 1 (schemas/definitions.json /definitions/amount/errorMessage/type): words can’t contain “${”: a rule’s message would fill it in with what the applicant typed.',
      ],
    );
    // Applied already: nothing to refuse, writing it again changes nothing.
    expect(problems([change('/definitions/amount/title', 'Sum', 'Amount')])).toEqual([]);
  });
});
