// @vitest-environment jsdom
/**
 * The offers step with its offer cards (widgets/offers/), rendered from the real step file and shaped
 * by a GET offer-selection answer as FlowStepScreen shapes it, with offers from the pricing math.
 */
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatApr } from '../../../../core/pricing/appendixJApr';
import { formatUsd } from '../../../../core/rules/displayFormats';
import { withServerStepData } from '../../../../src/shared/form/serverStepData';
import { offerFor, type OfferData } from '../../../../widgets/offers/offerChoices';
import { renderStepForm } from '../../shared/form/renderStepForm';
import { offerDataFixture, offerIdOf } from './offerDataFixture';

beforeAll(() => {
  // The generic modal asks whether the screen is tablet-wide; jsdom has no media queries.
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: true,
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
});

function renderOffers(
  data: OfferData,
  formData: Record<string, unknown> | undefined = { loanOfferId: data.defaultLoanOffer.loanOfferId },
) {
  const onSubmit = vi.fn().mockResolvedValue(undefined);
  renderStepForm({
    stepId: 'offers',
    submitLabel: 'Select this offer',
    onSubmit,
    ...(formData ? { formData } : {}),
    reshape: (step) => withServerStepData(step, { selectedLoanOfferId: null, sdlOfferData: data }),
  });
  return { onSubmit };
}

const cardOf = (radio: HTMLElement) => radio.closest('label') as HTMLElement;

describe('Applicant looking at their offers', () => {
  test('sees the offer made for their request as a chosen card with every figure', async () => {
    const data = offerDataFixture();
    const offer = data.defaultLoanOffer;
    renderOffers(data);
    const radio = await screen.findByRole('radio', { name: '$1,000.00 over 12 months' });
    expect(radio).toBeChecked();
    const card = within(cardOf(radio));
    expect(card.getByText('Based on your request')).toBeInTheDocument();
    expect(card.getByText(formatUsd(offer.monthlyPaymentAmount))).toBeInTheDocument();
    expect(card.getByText('12 months')).toBeInTheDocument();
    expect(card.getByText(formatApr(offer.annualPercentageRate))).toBeInTheDocument();
    expect(card.getByText(formatUsd(offer.totalToRepayAmount))).toBeInTheDocument();
    expect(card.getByText(formatUsd(offer.toYouAmount))).toBeInTheDocument();
    // The fee is named, so the difference between the loan and the amount to you is explained.
    expect(card.getByText('Origination fee')).toBeInTheDocument();
    expect(card.getByText(formatUsd(offer.originationFeeAmount))).toBeInTheDocument();
    expect(offer.loanAmount - offer.originationFeeAmount).toBeCloseTo(offer.toYouAmount, 2);
    // APR to two decimals of a percent, e.g. "17.98%".
    expect(formatApr(offer.annualPercentageRate)).toMatch(/^\d+\.\d{2}%$/);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  test('sees the instant-funding badge only when the offers can be funded the same day', async () => {
    renderOffers(offerDataFixture({ eligibleForInstantFunding: true }));
    expect(await screen.findByText('Instant funding')).toBeInTheDocument();
  });

  test('sees no instant-funding badge otherwise', async () => {
    renderOffers(offerDataFixture({ eligibleForInstantFunding: false }));
    await screen.findByRole('radio');
    expect(screen.queryByText('Instant funding')).toBeNull();
  });

  test('sees the lender with its logo, sized so the page does not move when it loads', async () => {
    const data = offerDataFixture();
    renderOffers(data);
    const logo = await screen.findByRole('img', { name: data.issuingBank.image.altText });
    expect(logo).toHaveAttribute('src', data.issuingBank.image.url);
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
    expect(screen.getByText(`Loans are made by ${data.issuingBank.name}.`)).toBeInTheDocument();
  });

  test('can open each question below the offers', async () => {
    renderOffers(offerDataFixture());
    const question = await screen.findByText('Can I pay early?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/no prepayment penalty/)).toBeInTheDocument();
  });

  test('selects the offer shown and sends its id', async () => {
    const data = offerDataFixture();
    const { onSubmit } = renderOffers(data);
    await userEvent.click(await screen.findByRole('button', { name: 'Select this offer' }));
    expect(onSubmit).toHaveBeenCalledWith({ loanOfferId: data.defaultLoanOffer.loanOfferId });
  });

  test('who sends the page without a choice is asked to choose an offer', async () => {
    const { onSubmit } = renderOffers(offerDataFixture(), {});
    const radio = await screen.findByRole('radio', { name: '$1,000.00 over 12 months' });
    expect(radio).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Select this offer' }));
    expect(await screen.findByText('Choose an offer')).toBeInTheDocument();
    await waitFor(() => expect(radio).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('whose earlier choice is no longer offered sees the offer made for their request chosen', async () => {
    const data = offerDataFixture();
    const { onSubmit } = renderOffers(data, { loanOfferId: 999 });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: '$1,000.00 over 12 months' })).toBeChecked(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Select this offer' }));
    expect(onSubmit).toHaveBeenCalledWith({ loanOfferId: data.defaultLoanOffer.loanOfferId });
  });

  test('is told so when there are no offers to show', async () => {
    renderStepForm({
      stepId: 'offers',
      submitLabel: 'Select this offer',
      onSubmit: vi.fn(),
      reshape: (step) => withServerStepData(step, { selectedLoanOfferId: null }),
    });
    expect(await screen.findByText(/We couldn’t show your offers just now/)).toBeInTheDocument();
  });
});

describe('Applicant choosing another monthly payment', () => {
  test('picks an amount and a term, sees the payment and APR change, and selects that offer', async () => {
    const data = offerDataFixture();
    const { onSubmit } = renderOffers(data);
    await userEvent.click(await screen.findByRole('button', { name: 'Other monthly payment options' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Other monthly payment options' }));

    // It starts from the offer chosen on the page.
    expect(dialog.getByRole('radio', { name: '$1,000' })).toBeChecked();
    expect(dialog.getByRole('radio', { name: '12 months' })).toBeChecked();
    // Only the amounts offered: up to the highest amount pricing allows.
    expect(dialog.queryByRole('radio', { name: '$1,600' })).toBeNull();

    await userEvent.click(dialog.getByRole('radio', { name: '$500' }));
    await userEvent.click(dialog.getByRole('radio', { name: '6 months' }));
    const chosen = offerFor(data, 500, 6);
    if (!chosen) throw new Error('the fixture offers $500 over 6 months');
    expect(dialog.getByRole('status')).toHaveTextContent(
      `${formatUsd(chosen.monthlyPaymentAmount)} a month · APR ${formatApr(chosen.annualPercentageRate)}`,
    );
    // Every figure of the choice, the fee included, not only the payment and APR.
    expect(dialog.getByRole('status')).toHaveTextContent(
      `$500.00 loan · ${formatUsd(chosen.originationFeeAmount)} origination fee · ${formatUsd(chosen.toYouAmount)} to you · ${formatUsd(chosen.totalToRepayAmount)} to repay in all`,
    );

    await userEvent.click(dialog.getByRole('button', { name: 'Use this option' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const radios = screen.getAllByRole('radio');
    // The offer made for the request stays first; the one chosen follows it, chosen.
    const names = radios.map(
      (radio) => document.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(names).toEqual(['$1,000.00 over 12 months', '$500.00 over 6 months']);
    expect(screen.getByRole('radio', { name: '$500.00 over 6 months' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Select this offer' }));
    expect(onSubmit).toHaveBeenCalledWith({ loanOfferId: offerIdOf(500, 6) });
  });

  test('can do it with the keyboard alone: arrow keys move within a group, Tab between them', async () => {
    const data = offerDataFixture();
    renderOffers(data);
    const open = await screen.findByRole('button', { name: 'Other monthly payment options' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog'));
    // Focus starts on the dialog's close button; Tab reaches the amount chosen, then the term.
    await userEvent.tab();
    expect(dialog.getByRole('radio', { name: '$1,000' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog.getByRole('radio', { name: '$1,100' })).toBeChecked();
    await userEvent.tab();
    expect(dialog.getByRole('radio', { name: '12 months' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog.getByRole('radio', { name: '15 months' })).toBeChecked();
    await userEvent.tab();
    expect(dialog.getByRole('button', { name: 'Use this option' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: '$1,100.00 over 15 months' })).toBeChecked(),
    );
  });

  test('who closes the dialog keeps the offer they had', async () => {
    const data = offerDataFixture();
    renderOffers(data);
    await userEvent.click(await screen.findByRole('button', { name: 'Other monthly payment options' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: '$300' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: '$1,000.00 over 12 months' })).toBeChecked();
  });
});
