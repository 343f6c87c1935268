// @vitest-environment jsdom
/**
 * The offer cards show the application's current offers (GET /application-offers/{uuid}/offers),
 * with the offer-selection step's own answer in their place until that call answers or if it fails.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { formatApr } from '../../../../core/pricing/appendixJApr';
import { withServerStepData } from '../../../../src/shared/form/serverStepData';
import type { OfferData } from '../../../../widgets/offers/offerChoices';
import { renderStepForm } from '../../shared/form/renderStepForm';
import { applicationUuid, offerDataFixture } from './offerDataFixture';
import { offeredProduct, offeredProductFees } from './productFixtures';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest }));

// The step's answer was priced at tier B; the offers call answers with the same offers repriced at C.
const fromStep = offerDataFixture({ tier: 'B' });
const current = offerDataFixture({ tier: 'C' });

function answerOffers(offers: () => Promise<unknown>) {
  apiRequest.mockImplementation((operation: string) => {
    if (operation === 'getOffers') return offers();
    if (operation === 'getProducts') return Promise.resolve({ products: [offeredProduct] });
    if (operation === 'getProductFees') return Promise.resolve(offeredProductFees);
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

function renderOffers(data: OfferData) {
  renderStepForm({
    stepId: 'offers',
    submitLabel: 'Select this offer',
    onSubmit: vi.fn(),
    formData: { loanOfferId: data.defaultLoanOffer.loanOfferId },
    reshape: (step) => withServerStepData(step, { selectedLoanOfferId: null, sdlOfferData: data }),
  });
}

const defaultCard = async () =>
  within(
    (await screen.findByRole('radio', { name: '$1,000.00 over 12 months' })).closest('label') as HTMLElement,
  );

beforeEach(() => {
  apiRequest.mockReset();
});

describe('Applicant looking at their offers', () => {
  test('sees the offers the offers call answers for their application', async () => {
    expect(current.defaultLoanOffer.annualPercentageRate).not.toBe(
      fromStep.defaultLoanOffer.annualPercentageRate,
    );
    answerOffers(() => Promise.resolve({ isConvergedOfferSelectionEnabled: false, sdlOfferData: current }));
    renderOffers(fromStep);
    const card = await defaultCard();
    expect(
      await card.findByText(formatApr(current.defaultLoanOffer.annualPercentageRate)),
    ).toBeInTheDocument();
    expect(card.queryByText(formatApr(fromStep.defaultLoanOffer.annualPercentageRate))).toBeNull();
    expect(apiRequest).toHaveBeenCalledWith('getOffers', { params: { applicationUuid } });
  });

  test('sees the step’s offers while the offers call is on its way', async () => {
    answerOffers(() => new Promise<never>(() => undefined));
    renderOffers(fromStep);
    const card = await defaultCard();
    expect(card.getByText(formatApr(fromStep.defaultLoanOffer.annualPercentageRate))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '$1,000.00 over 12 months' })).toBeChecked();
  });

  test('keeps the step’s offers when the offers call fails, with no error about it', async () => {
    answerOffers(() => Promise.reject(new Error('409 STEP_APPLICATION_NOT_IN_PROGRESS')));
    renderOffers(fromStep);
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('getOffers', expect.anything()));
    const card = await defaultCard();
    expect(card.getByText(formatApr(fromStep.defaultLoanOffer.annualPercentageRate))).toBeInTheDocument();
    expect(screen.queryByText(/409|STEP_APPLICATION/)).toBeNull();
  });

  test('priced again, never sees the earlier pricing’s offers in place of the step’s', async () => {
    const earlier: OfferData = {
      ...current,
      defaultLoanOffer: { ...current.defaultLoanOffer, pricingUuid: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b' },
    };
    answerOffers(() => Promise.resolve({ isConvergedOfferSelectionEnabled: false, sdlOfferData: earlier }));
    renderOffers(fromStep);
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('getOffers', expect.anything()));
    // Long enough for the answer to have reached the cards.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const card = await defaultCard();
    expect(card.getByText(formatApr(fromStep.defaultLoanOffer.annualPercentageRate))).toBeInTheDocument();
    expect(card.queryByText(formatApr(current.defaultLoanOffer.annualPercentageRate))).toBeNull();
  });
});
