import { describe, expect, test } from 'vitest';
import { copyCatalog, type CopySources } from '../../../../../src/staff/studio/copy/copyCatalog';
import { projectCopy } from '../../../../../src/staff/studio/copy/projectCopy';
import { studioCopyFiles } from '../../../../../src/staff/studio/copy/studioCopyFiles';

const sources = (overrides: Partial<CopySources>): CopySources => ({
  copy: {},
  definitions: { definitions: {} },
  steps: [],
  screensOf: (stepId) => [stepId],
  stepsOfPage: () => [],
  usersOfPage: (page) => [`page ${page}`],
  ...overrides,
});

describe('The copy catalogue', () => {
  test('finds the words of a step: labels, help, options and rule messages, never keys or values', () => {
    const entries = copyCatalog(
      sources({
        steps: [
          {
            stepId: 'income',
            schema: {
              $comment: 'not for applicants',
              required: ['title'],
              properties: {
                // A field named "title" is a field: its own title is the label.
                title: { type: 'string', title: 'Job title', format: 'job-title', pattern: '^x' },
                kind: {
                  oneOf: [
                    { const: 'A', title: 'First kind' },
                    { const: 'B', title: 'Second kind' },
                  ],
                },
              },
              errorMessage: { required: { title: 'Tell us your job title' } },
              // A condition's words are never shown.
              if: { properties: { kind: { const: 'A', title: 'Never shown' } } },
            },
            ui: {
              title: {
                'ui:help': 'As on your payslip',
                'ui:widget': 'text',
                'ui:options': { inputMode: 'text' },
              },
              kind: { 'ui:enumNames': { A: 'The first' } },
              submit: { calls: [{ operation: 'saveJob' }] },
            },
          },
        ],
      }),
    );
    expect(entries.map((entry) => [entry.file, entry.pointer, entry.kind, entry.field, entry.text])).toEqual([
      ['schemas/steps/income/schema.json', '/properties/title/title', 'label', 'title', 'Job title'],
      ['schemas/steps/income/schema.json', '/properties/kind/oneOf/0/title', 'option', 'kind', 'First kind'],
      ['schemas/steps/income/schema.json', '/properties/kind/oneOf/1/title', 'option', 'kind', 'Second kind'],
      [
        'schemas/steps/income/schema.json',
        '/errorMessage/required/title',
        'ruleMessage',
        undefined,
        'Tell us your job title',
      ],
      ['schemas/steps/income/ui.json', '/title/ui:help', 'help', 'title', 'As on your payslip'],
      ['schemas/steps/income/ui.json', '/kind/ui:enumNames/A', 'option', 'kind', 'The first'],
    ]);
    expect(entries[0]).toMatchObject({
      usedBy: ['income (income)'],
      previewSteps: ['income'],
      limit: { max: 60 },
    });
  });

  test('a shared definition’s words are used by every step that refers to it, directly or not', () => {
    const entries = copyCatalog(
      sources({
        definitions: {
          definitions: {
            amount: { type: 'number', title: 'Amount', errorMessage: { type: 'Enter an amount' } },
            loan: { properties: { amount: { $ref: '#/definitions/amount' } } },
            unused: { type: 'string', title: 'Nobody asks' },
          },
        },
        steps: [
          { stepId: 'a', schema: { properties: { amount: { $ref: '#/definitions/amount' } } }, ui: {} },
          { stepId: 'b', schema: { properties: { loan: { $ref: '#/definitions/loan' } } }, ui: {} },
        ],
      }),
    );
    const amount = entries.find((entry) => entry.pointer === '/definitions/amount/title');
    expect(amount).toMatchObject({ file: 'schemas/definitions.json', kind: 'label', field: 'amount' });
    expect(amount?.previewSteps).toEqual(['a', 'b']);
    expect(entries.find((entry) => entry.pointer === '/definitions/amount/errorMessage/type')?.kind).toBe(
      'ruleMessage',
    );
    expect(entries.find((entry) => entry.pointer === '/definitions/unused/title')?.previewSteps).toEqual([]);
  });

  test('the copy file: pages by the screens that show them, error codes’ messages, limits; no comments', () => {
    const entries = copyCatalog(
      sources({
        copy: {
          $comment: 'for people editing',
          // Data, not words: a note's condition, a link's address; and the staff pages.
          notes: [{ when: 'ssnLastFour', text: 'Ends in {lastFour}', link: { href: '/help/x' } }],
          pages: {
            income: { title: 'x'.repeat(61), submit: 'Continue' },
            studio: { title: 'Studio' },
            funnelReport: { title: 'Funnel report' },
          },
          errors: { default: 'Uh oh!' },
        },
        stepsOfPage: (page) => (page === 'income' ? ['income'] : []),
        usersOfPage: () => ['income (INCOME)'],
      }),
    );
    expect(entries.map((entry) => entry.pointer)).toEqual([
      '/notes/0/text',
      '/pages/income/title',
      '/pages/income/submit',
      '/errors/default',
    ]);
    entries.shift();
    expect(entries[0]).toMatchObject({ kind: 'page', usedBy: ['income (INCOME)'], previewSteps: ['income'] });
    expect(entries[0]?.limit).toEqual({ name: 'Page title', max: 60 });
    expect(entries[1]?.limit).toEqual({ name: 'Button', max: 30 });
    expect(entries[2]).toMatchObject({ kind: 'errorMessage', usedBy: ['errors (shared by the app)'] });
  });

  test('covers this project’s words, and only words applicants read', () => {
    const entries = projectCopy(studioCopyFiles);
    const texts = entries.map((entry) => entry.text);
    expect(texts).toContain('Job title');
    expect(texts).not.toContain('Unable to Push new route');
    const loanAmount = entries.find(
      (entry) => entry.id === 'schemas/definitions.json#/definitions/loanAmount/title',
    );
    expect(loanAmount).toMatchObject({ text: 'Loan amount', kind: 'label', previewSteps: ['get-relief'] });
    expect(entries.find((entry) => entry.pointer === '/pages/addressAndPhone/title')?.usedBy).toEqual([
      'addressAndPhone (ADDRESS_AND_PHONE)',
    ]);
    // An outcome page's words are its own, not the loan home's whose heading its frame paints first.
    expect(entries.find((entry) => entry.pointer === '/pages/disqualifiedState/title')?.usedBy).toEqual([
      'disqualifiedState (STATE_NOT_AVAILABLE)',
    ]);
    expect(entries.find((entry) => entry.pointer === '/pages/loanHome/title')?.usedBy).toEqual([
      'page loanHome',
    ]);
    // Every spec error message is there to be reworded.
    expect(entries.filter((entry) => entry.kind === 'errorMessage').map((entry) => entry.pointer)).toEqual(
      expect.arrayContaining(['/errors/INCOMPLETE_EDUCATION', '/errors/default']),
    );
    // Ids are unique: one entry per string.
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
  });
});
