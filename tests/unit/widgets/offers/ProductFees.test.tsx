// @vitest-environment jsdom
/**
 * The product's other fees on the offers and on offer review (widgets/offers/ProductFees.tsx): the
 * product is picked from GET /products by the offer's productId, then its fees come from GET
 * /products/{id}/fees; loading and failure are said in words, with a way to try again.
 */
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withServerStepData } from '../../../../src/shared/form/serverStepData';
import { offerReviewAnswer } from '../offerReviewAnswer';
import { renderStepForm } from '../../shared/form/renderStepForm';
import { offerDataFixture } from './offerDataFixture';
import { offeredProduct, offeredProductFees, otherProduct } from './productFixtures';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest }));

const late = 'If a payment is late, you will be charged $15.00 or 5% of the payment, whichever is greater.';
const returned =
  'If a payment is returned unpaid, for example because your account doesn’t have enough money in it, you will be charged $15.00.';
const early = 'If you pay off early, you will not have to pay a penalty.';

const never = () => new Promise<never>(() => undefined);

type Answers = { products?: () => Promise<unknown>; fees?: () => Promise<unknown> };

function answer({
  products = () => Promise.resolve({ products: [otherProduct, offeredProduct] }),
  fees = () => Promise.resolve(offeredProductFees),
}: Answers = {}) {
  apiRequest.mockImplementation((operation: string) => {
    if (operation === 'getProducts') return products();
    if (operation === 'getProductFees') return fees();
    // The offers screen also asks for the current offers: the step's data shows meanwhile.
    if (operation === 'getOffers') return never();
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

function renderOffers() {
  const data = offerDataFixture();
  renderStepForm({
    stepId: 'offers',
    submitLabel: 'Select this offer',
    onSubmit: vi.fn(),
    formData: { loanOfferId: data.defaultLoanOffer.loanOfferId },
    reshape: (step) => withServerStepData(step, { selectedLoanOfferId: null, sdlOfferData: data }),
  });
}

function renderOfferReview() {
  const review = offerReviewAnswer();
  renderStepForm({
    stepId: 'offer-review',
    submitLabel: 'Accept and sign',
    onSubmit: vi.fn(),
    reshape: (step) => withServerStepData(step, review),
  });
}

const feesSection = () => screen.findByRole('region', { name: 'Other fees' });

beforeEach(() => {
  apiRequest.mockReset();
});

describe('Applicant looking at their offers', () => {
  test('reads the late fee, the returned-payment fee and that paying early costs nothing, for the offer’s product', async () => {
    answer();
    renderOffers();
    // The section shows at once, loading; its list once both calls have answered.
    const list = await within(await feesSection()).findByRole('list', {}, { timeout: 5_000 });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Late payment${late}`,
      `Returned payment${returned}`,
      `Paying off early${early}`,
    ]);
    expect(apiRequest).toHaveBeenCalledWith('getProducts');
    // The offer's product, not the first product of the list.
    expect(apiRequest).toHaveBeenCalledWith('getProductFees', {
      params: { productId: String(offeredProduct.productId) },
    });
    expect(apiRequest).not.toHaveBeenCalledWith('getProductFees', {
      params: { productId: String(otherProduct.productId) },
    });
  });

  test('is told the fees are loading while they are on their way', async () => {
    answer({ fees: never });
    renderOffers();
    expect(within(await feesSection()).getByRole('status')).toHaveTextContent('Loading the other fees…');
  });

  test('is told in words when the fees cannot be loaded, and can try again', async () => {
    let failing = true;
    answer({
      products: () =>
        failing
          ? Promise.reject(new Error('503 UPSTREAM_UNAVAILABLE'))
          : Promise.resolve({ products: [offeredProduct] }),
    });
    renderOffers();
    const section = await feesSection();
    const status = await within(section).findByText(/We couldn’t load the other fees just now/);
    expect(status).not.toHaveTextContent('503');
    failing = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText(late)).toBeInTheDocument();
  });

  test('is told the fees are unavailable when the list holds no product of the offer', async () => {
    answer({ products: () => Promise.resolve({ products: [otherProduct] }) });
    renderOffers();
    expect(
      await within(await feesSection()).findByText(/We couldn’t load the other fees just now/),
    ).toBeInTheDocument();
    expect(apiRequest).not.toHaveBeenCalledWith('getProductFees', expect.anything());
  });
});

describe('Applicant reviewing their offer', () => {
  test('reads the fees the disclosure does not state right before the loan agreement', async () => {
    answer();
    renderOfferReview();
    const section = await feesSection();
    expect(await within(section).findByText(returned)).toBeInTheDocument();
    // The late charge and prepayment are the Truth in Lending disclosure's: not said twice.
    expect(within(section).queryByText(late)).toBeNull();
    expect(within(section).queryByText(early)).toBeNull();
    const agreement = await screen.findByRole('heading', { name: 'Your loan agreement' });
    // The fees come first in the page, then the agreement they are part of.
    expect(section.compareDocumentPosition(agreement) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(apiRequest).toHaveBeenCalledWith('getProductFees', {
      params: { productId: String(offeredProduct.productId) },
    });
  });
});
