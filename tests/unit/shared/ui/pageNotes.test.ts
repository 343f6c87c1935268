import product from '../../../../schemas/product.json';
import { describe, expect, test } from 'vitest';
import { pageNotes } from '../../../../src/shared/ui/pageNotes';

describe('Notes above a step’s form come from the copy', () => {
  test('Applicant reopening identity sees no note: the step itself shows what is on file, with Change', () => {
    expect(pageNotes('idVerification', { hasDob: true, ssnLastFour: '5462' })).toEqual([]);
  });

  test('Applicant agreeing reads about soft and hard inquiries with the two help links', () => {
    const notes = pageNotes('submit', { ssnLastFour: '6789', requiredConsents: [] }).slice(1);
    expect(notes.map((note) => note.link?.href).filter(Boolean)).toEqual([
      '/help/soft-vs-hard-credit-inquiry',
      '/help/borrower-eligibility',
    ]);
    expect(notes[0]!.text).toContain('soft credit inquiry');
    expect(notes[1]!.text).toContain('hard credit inquiry');
    expect(notes.at(-1)!.text).toContain('ending in 6789');
  });

  test('Applicant agreeing is told who the lender is, named once in product.json', () => {
    const notes = pageNotes('submit', { ssnLastFour: '6789', requiredConsents: [] });
    expect(notes[0]!.text).toBe(
      `Your loan would be made by ${product.issuingBankName} and serviced by Relief Loans. You’ll see its exact cost before you accept anything.`,
    );
    expect(notes.at(-1)!.text).toContain('ending in 6789');
  });

  test('Applicant reviewing their offer is told the lender, the hard inquiry and which SSN to enter', () => {
    expect(pageNotes('offerReview', { ssnLastFour: '6789', useOfFunds: 'MEDICAL' })).toEqual([
      { text: `Your loan is made by ${product.issuingBankName} and serviced by Relief Loans.` },
      {
        text: 'When you accept, we’ll make a hard credit inquiry, which may affect your credit score.',
        link: {
          text: 'Soft versus hard credit inquiry',
          href: '/help/soft-vs-hard-credit-inquiry',
        },
      },
      { text: 'Enter the Social Security number ending in 6789 that you gave earlier.' },
    ]);
  });

  test('A screen without notes has none', () => {
    expect(pageNotes('savings', undefined)).toEqual([]);
  });
});
