import { describe, expect, test } from 'vitest';
import copy from '../../../schemas/copy/en-US.json';
import product from '../../../schemas/product.json';
import { documentText, type LegalDocument } from '../../../core/documents/legalDocument';
import { loanAgreementTemplateDocument, publicDocuments } from '../../../core/documents/legalDocuments';
import { loanAgreement, unfilledPlaceholders } from '../../../core/documents/loanAgreement';
import { offerReviewAnswer } from '../widgets/offerReviewAnswer';

const kinds = ['heading', 'paragraph', 'list', 'facts', 'table'];
const everyDocument: LegalDocument[] = [...publicDocuments, loanAgreementTemplateDocument];

const parties = {
  applicationUuid: '5d0e6a3f-2b7c-4c1d-9e8f-0a1b2c3d4e5f',
  borrowerName: 'Ada Mensah',
  borrowerAddress: '123 Main St, Columbus, OH 43215',
  lenderName: product.issuingBankName,
  agreementDate: '2026-03-10',
};

function terms() {
  const answer = offerReviewAnswer({ loanAmount: 1500, loanTermInMonths: 18 });
  return { offer: answer.selectedLoanOffer, schedule: answer.paymentSchedule, lateFee: answer.lateFee };
}

describe('The legal documents product staff edit', () => {
  test.each(everyDocument.map((document) => [document.documentId, document] as const))(
    '%s holds only the block kinds the app, the pages and the PDF know, each with words',
    (_id, document) => {
      expect(document.version).toMatch(/^\d{4}-\d\d-\d\d$/);
      for (const block of document.blocks) {
        expect(kinds).toContain(block.kind);
        if (block.kind === 'heading' || block.kind === 'paragraph') expect(block.text.trim()).not.toBe('');
        if (block.kind === 'list') expect(block.items.length).toBeGreaterThan(0);
      }
    },
  );

  test('each public document is named in the app’s words as in the document itself', () => {
    for (const document of publicDocuments)
      expect(copy.legalDocuments.titles[document.documentId]).toBe(document.title);
  });

  test('the public documents have no placeholders: what is published is what is read', () => {
    for (const document of publicDocuments) expect(unfilledPlaceholders(document)).toEqual([]);
  });
});

describe('The loan agreement of an offer', () => {
  test('fills every placeholder of the template and both data blocks, from the offer and the borrower', () => {
    const { offer, schedule, lateFee } = terms();
    const agreement = loanAgreement(parties, { offer, schedule, lateFee });
    expect(unfilledPlaceholders(loanAgreementTemplateDocument).length).toBeGreaterThan(10);
    expect(unfilledPlaceholders(agreement)).toEqual([]);
    const text = documentText(agreement);
    expect(text).toContain('Ada Mensah, of 123 Main St, Columbus, OH 43215');
    expect(text).toContain('Mar 10, 2026');
    expect(text).toContain('$1,500.00');
    expect(text).toContain(`${(offer.annualPercentageRate * 100).toFixed(2)}%`);
    expect(text).toContain(`18 monthly payments of $${offer.monthlyPaymentAmount.toFixed(2)}`);
    const table = agreement.blocks.find((block) => block.kind === 'table');
    expect(table?.kind === 'table' ? table.rows.length : 0).toBe(18);
    const facts = agreement.blocks.find((block) => block.kind === 'facts');
    expect(facts?.kind === 'facts' ? facts.rows.map(([label]) => label) : []).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Annual Percentage Rate/),
        expect.stringMatching(/^Finance Charge/),
      ]),
    );
  });

  test('is the same words for the same offer, borrower and day, and other words for another offer', () => {
    const a = loanAgreement(parties, terms());
    expect(documentText(loanAgreement(parties, terms()))).toBe(documentText(a));
    const other = offerReviewAnswer({ loanAmount: 500, loanTermInMonths: 6 });
    const b = loanAgreement(parties, {
      offer: other.selectedLoanOffer,
      schedule: other.paymentSchedule,
      lateFee: other.lateFee,
    });
    expect(documentText(b)).not.toBe(documentText(a));
  });

  test('says the late fee the way the Truth in Lending box does', () => {
    const text = documentText(loanAgreement(parties, terms()));
    expect(text).toContain('whichever is greater');
    expect(text).not.toContain('whichever is less');
  });
});
