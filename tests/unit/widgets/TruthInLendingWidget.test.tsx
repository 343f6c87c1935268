// @vitest-environment jsdom
/**
 * The Truth in Lending disclosure on the offer-review step (widgets/disclosure/TruthInLendingWidget.tsx),
 * rendered from the real step file reshaped by a realistic GET answer, as the screen does: a section
 * with headings, the four federal boxes as terms with their meaning and figure, the payment schedule
 * as tables, and the lender by name and logo.
 */
import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatApr } from '../../../core/pricing/appendixJApr';
import { formatUsd } from '../../../core/rules/displayFormats';
import { withServerStepData } from '../../../src/shared/form/serverStepData';
import { renderStepForm } from '../shared/form/renderStepForm';
import { offerReviewAnswer, type OfferReviewAnswer } from './offerReviewAnswer';

function renderOfferReview(answer: OfferReviewAnswer) {
  renderStepForm({
    stepId: 'offer-review',
    submitLabel: 'Accept and sign',
    onSubmit: vi.fn(),
    reshape: (step) => withServerStepData(step, answer),
  });
  return screen.findByRole('region', { name: 'Truth in Lending disclosure' });
}

/** The figure and meaning of a term of a description list (dt, then its dd's). */
function definitionsOf(disclosure: HTMLElement, term: string): string[] {
  const dt = within(disclosure).getByRole('term', { name: (_, element) => element.textContent === term });
  const texts: string[] = [];
  for (let node = dt.nextElementSibling; node?.tagName === 'DD'; node = node.nextElementSibling)
    texts.push(node.textContent ?? '');
  return texts;
}

describe('Applicant reviewing their loan', () => {
  const answer = offerReviewAnswer({ loanAmount: 1000, loanTermInMonths: 12, tier: 'C' });
  const offer = answer.selectedLoanOffer;

  test('reads the four federal figures, each with what it means', async () => {
    const disclosure = await renderOfferReview(answer);
    expect(within(disclosure).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Truth in Lending disclosure',
    );
    expect(definitionsOf(disclosure, 'Annual Percentage Rate')).toEqual([
      'The cost of your credit as a yearly rate',
      formatApr(offer.annualPercentageRate),
    ]);
    expect(definitionsOf(disclosure, 'Finance Charge')).toEqual([
      'The dollar amount the credit will cost you',
      formatUsd(offer.financeChargeAmount),
    ]);
    expect(definitionsOf(disclosure, 'Amount Financed')).toEqual([
      'The amount of credit provided to you',
      formatUsd(offer.toYouAmount),
    ]);
    expect(definitionsOf(disclosure, 'Total of Payments')).toEqual([
      'The amount you will have paid after you have made all payments as scheduled',
      formatUsd(offer.totalToRepayAmount),
    ]);
    // The figures add up as Regulation Z says: finance charge = total of payments - amount financed.
    expect(offer.financeChargeAmount).toBeCloseTo(offer.totalToRepayAmount - offer.toYouAmount, 2);
  });

  test('sees the payment schedule: how many, how much, when, and every payment behind a summary', async () => {
    const disclosure = await renderOfferReview(answer);
    const [summary, all] = within(disclosure).getAllByRole('table');
    expect(
      within(summary!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Number of payments', 'Amount of payments', 'When payments are due']);
    expect(
      within(summary!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', formatUsd(offer.monthlyPaymentAmount), 'Monthly beginning Apr 10, 2026']);

    const toggle = within(disclosure).getByText('See all 12 payments');
    expect(all).not.toBeVisible();
    await userEvent.click(toggle);
    expect(all).toBeVisible();
    expect(all).toHaveAccessibleName('Every payment and its due date');
    const rows = within(all!).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('1');
    expect(rows.at(-1)).toHaveTextContent(`12${formatUsd(offer.monthlyPaymentAmount)}Mar 10, 2027`);
  });

  test('sees a short schedule in full at once', async () => {
    const disclosure = await renderOfferReview(offerReviewAnswer({ loanTermInMonths: 3 }));
    expect(within(disclosure).queryByText(/^See all/)).toBeNull();
    expect(within(disclosure).getByRole('table', { name: 'Every payment and its due date' })).toBeVisible();
  });

  test('reads the late charge, prepayment, the itemization and the lender', async () => {
    const disclosure = await renderOfferReview(answer);
    expect(definitionsOf(disclosure, 'Late charge')).toEqual([
      'If a payment is late, you will be charged $15.00 or 5% of the payment, whichever is greater.',
    ]);
    expect(definitionsOf(disclosure, 'Prepayment')).toEqual([
      'If you pay off early, you will not have to pay a penalty.',
    ]);
    expect(
      within(disclosure).getByRole('heading', { name: 'Itemization of the Amount Financed' }),
    ).toBeVisible();
    expect(definitionsOf(disclosure, 'Loan amount')).toEqual(['$1,000.00']);
    expect(definitionsOf(disclosure, 'Origination fee (prepaid finance charge)')).toEqual([
      formatUsd(offer.originationFeeAmount),
    ]);
    expect(definitionsOf(disclosure, 'Amount given to you directly')).toEqual([formatUsd(offer.toYouAmount)]);
    expect(offer.loanAmount - offer.originationFeeAmount).toBeCloseTo(offer.toYouAmount, 2);
    expect(definitionsOf(disclosure, 'Lender')).toEqual(['Harbor Trust Bank']);
    expect(within(disclosure).getByRole('img', { name: 'Harbor Trust Bank logo' })).toHaveAttribute(
      'src',
      '/relief-loans/issuing-banks/harbor-trust-bank.svg',
    );
  });
});
