// @vitest-environment jsdom
/**
 * get-relief's representative example (src/features/getRelief/RepresentativeExample.tsx): what a loan of the
 * amount and term being typed could cost, from the pricing tables, before anything else is asked.
 */
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import copy from '../../../../schemas/copy/en-US.json';
import getReliefUi from '../../../../schemas/steps/get-relief/ui.json';
import product from '../../../../schemas/product.json';
import { formatApr } from '../../../../core/pricing/appendixJApr';
import { representativeExample } from '../../../../core/pricing/representativeExample';
import { formatUsd } from '../../../../core/rules/displayFormats';
import { RepresentativeExample } from '../../../../src/features/getRelief/RepresentativeExample';
import { representativeExampleText } from '../../../../src/features/getRelief/representativeExampleText';
import { renderStepForm } from '../../shared/form/renderStepForm';

const expected = (loanAmount: number, loanTermInMonths: number) => {
  const { monthlyPaymentAmount: pay, annualPercentageRate: apr } = representativeExample(
    loanAmount,
    loanTermInMonths,
  );
  return (
    `Example: $${loanAmount.toLocaleString('en-US')} over ${loanTermInMonths} months — about ` +
    `${formatUsd(pay.lowest)}–${formatUsd(pay.highest)} a month, APR ${formatApr(apr.lowest)}–${formatApr(apr.highest)}. ` +
    'Your rate depends on your credit.'
  );
};

describe('The representative example’s words', () => {
  test('give the payment and APR ranges of the amount and term chosen', () => {
    expect(representativeExampleText(1000, 6)).toBe(expected(1000, 6));
  });

  test('use the product’s default term when none is chosen, and the amount rounded as the form rounds it', () => {
    expect(representativeExampleText(1049, undefined)).toBe(expected(1000, product.loanTerm.default));
  });

  test('say nothing for an amount or term the product does not lend, or for what is not a number yet', () => {
    expect(representativeExampleText(140, 12)).toBeNull();
    expect(representativeExampleText(product.loanAmount.max + 100, 12)).toBeNull();
    expect(representativeExampleText(1000, 7)).toBeNull();
    expect(representativeExampleText('12ab', 12)).toBeNull();
    expect(representativeExampleText(undefined, 12)).toBeNull();
    expect(representativeExampleText(Number.NaN, 12)).toBeNull();
  });
});

describe('Applicant on get-relief', () => {
  const renderGetRelief = () =>
    renderStepForm({
      stepId: 'get-relief',
      submitLabel: 'See my options',
      onSubmit: vi.fn(),
      beforeSubmit: (answers) => (
        <RepresentativeExample loanAmount={answers.loanAmount} loanTerm={answers.loanTerm} />
      ),
    });

  test('is told once on the first screen that checking their rate won’t affect their credit score', () => {
    const onScreen = [
      ...Object.values(copy.pages.getRelief),
      ...Object.values(getReliefUi).flatMap((field) =>
        typeof field === 'object' && field !== null && 'ui:help' in field ? [String(field['ui:help'])] : [],
      ),
    ];
    expect(onScreen.filter((text) => /credit score/.test(text))).toEqual([copy.pages.getRelief.description]);
  });

  test('sees an example for the amount and term they choose, updated as they change them', async () => {
    renderGetRelief();
    const amount = await screen.findByLabelText('Loan amount');
    expect(screen.queryByText(/^Example:/)).toBeNull();

    await userEvent.type(amount, '1000');
    const example = await screen.findByText(expected(1000, product.loanTerm.default));
    expect(example.closest('[aria-live="polite"]')).not.toBeNull();
    // The page's description says it once; the example does not repeat it.
    expect(screen.queryByText(/credit score/)).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText(/Loan term/), '6');
    expect(await screen.findByText(expected(1000, 6))).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '90');
    await waitFor(() => expect(screen.queryByText(/^Example:/)).toBeNull());
  });
});
