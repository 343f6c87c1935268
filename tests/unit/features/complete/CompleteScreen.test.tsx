// @vitest-environment jsdom
/**
 * The complete page (src/features/complete/CompleteScreen.tsx) shows only for an application the server says is
 * complete; on any other step it follows the server to that step's screen.
 */
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig, useSWRConfig, type ScopedMutator } from 'swr';
import { Route, Router } from 'wouter';
import { FetchError } from '../../../../src/shared/api/errors';
import { currentStepKey } from '../../../../src/shared/flow/useFlow';
import { firstDueDate, paymentSchedule } from '../../../../core/pricing/paymentSchedule';
import { getSystem } from '../../../../widgets/theme/system';
import { applicationUuid, offerDataFixture } from '../../widgets/offers/offerDataFixture';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest }));
const redirectOutside = vi.hoisted(() => vi.fn(() => true));
vi.mock('../../../../src/shared/routes/outsideNavigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/shared/routes/outsideNavigation')>()),
  redirectOutside,
}));

const { default: CompleteScreen } = await import('../../../../src/features/complete/CompleteScreen');

const data = offerDataFixture();
const offer = data.defaultLoanOffer;
const selected = {
  selectedLoanOffer: offer,
  selectedLoanOfferApplicationUuid: applicationUuid,
  paymentSchedule: paymentSchedule(offer, firstDueDate('2026-03-10')),
  issuingBank: data.issuingBank,
  eligibleForInstantFunding: false,
  expectedFundingDate: '2026-03-11',
  fundsAccount: {
    destination: 'ENTERED_ACCOUNT',
    institutionName: null,
    accountName: 'Checking',
    accountType: 'CHECKING',
    lastFour: '6789',
  },
};

function answer(currentFlowStep: string, decisionStatus = 'IN_PROGRESS') {
  apiRequest.mockImplementation((operation: string) => {
    if (operation === 'getApplication')
      return Promise.resolve({ applicationUuid, decisionStatus, currentFlowStep });
    if (operation === 'getIdentity') return Promise.resolve({ loggedIn: true, accessToken: 'token' });
    if (operation === 'getCurrentFlowStep')
      return Promise.resolve({
        currentFlowStep,
        canGoBack: false,
        flowEntryPoint: 'NEW_USER',
        hasAgreedToRequiredConsents: true,
      });
    if (operation === 'getSelectedLoanOffer') return Promise.resolve(selected);
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

/** The tab's SWR mutate, as the flow calls use it (useFlowCalls' follow writes the new step). */
let tabMutate: ScopedMutator | undefined;
function TabCache() {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    tabMutate = mutate;
  }, [mutate]);
  return null;
}

/** Renders the page; a cache given by the caller is kept across renders, as one tab keeps it. */
function renderComplete(cache: Map<string, unknown> = new Map()) {
  window.history.replaceState(null, '', `/relief-loans/loan/${applicationUuid}/complete`);
  return render(
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ provider: () => cache as Map<string, never>, dedupingInterval: 0 }}>
        <TabCache />
        <Router base="/relief-loans">
          <Route path="/loan/:applicationUuid/complete">
            <CompleteScreen />
          </Route>
        </Router>
      </SWRConfig>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.clearAllMocks());

describe('Applicant whose application is complete', () => {
  test('sees when the money arrives, the loan, its payment schedule and the way to their account', async () => {
    answer('FUNNEL_COMPLETE');
    renderComplete();
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re all set' })).toBeInTheDocument();
    expect(
      screen.getByText('Your money should arrive in your checking account ending in 6789 by Mar 11, 2026.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payment schedule' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(offer.loanTermInMonths);
    expect(screen.getByRole('columnheader', { name: 'Due date' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/my-account');
  });
});

describe('Applicant whose application is not complete', () => {
  test('is taken to the screen of the step it is on, and is never told it is complete', async () => {
    answer('OFFER_REVIEW');
    renderComplete();
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/relief-loans/loan/${applicationUuid}/offer-review`),
    );
    expect(screen.queryByText('You’re all set')).toBeNull();
    // The loan may be asked for alongside the step (it is, to save a round trip), never shown.
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('Your loan')).toBeNull();
  });

  test('a loan call that fails before the step is known says nothing: the step decides', async () => {
    answer('OFFER_REVIEW');
    const answerOthers = apiRequest.getMockImplementation() as (operation: string) => Promise<unknown>;
    let answerStep: () => void = () => undefined;
    apiRequest.mockImplementation((operation: string) => {
      if (operation === 'getSelectedLoanOffer')
        return Promise.reject(new FetchError('No offer', { status: 404, userErrorCode: null }));
      if (operation === 'getCurrentFlowStep')
        return new Promise((resolve) => (answerStep = () => resolve(answerOthers(operation))));
      return answerOthers(operation);
    });
    renderComplete();
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('getSelectedLoanOffer', expect.anything()));
    // The failed loan call has settled; the step has not answered: still the neutral frame.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Your application' })).toBeInTheDocument();
    answerStep();
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/relief-loans/loan/${applicationUuid}/offer-review`),
    );
    expect(redirectOutside).not.toHaveBeenCalled();
  });
});

describe('Applicant who opened complete too early in this tab and completes later', () => {
  test('sees the loan they accepted, never what was asked for before they had one', async () => {
    const cache = new Map<string, unknown>();
    answer('OFFER_REVIEW');
    const answerOthers = apiRequest.getMockImplementation() as (operation: string) => Promise<unknown>;
    apiRequest.mockImplementation((operation: string) =>
      operation === 'getSelectedLoanOffer'
        ? Promise.resolve({ ...selected, selectedLoanOffer: null, paymentSchedule: [] })
        : answerOthers(operation),
    );
    const early = renderComplete(cache);
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('getSelectedLoanOffer', expect.anything()));
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/relief-loans/loan/${applicationUuid}/offer-review`),
    );
    // Let the early loan answer land, as it would while the applicant is on offer review.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The applicant accepts an offer in this tab: the flow call writes the new step, then navigates.
    answer('FUNNEL_COMPLETE');
    await act(async () => {
      await tabMutate?.(currentStepKey(applicationUuid), await apiRequest('getCurrentFlowStep'), {
        revalidate: false,
      });
    });
    early.unmount();
    renderComplete(cache);
    // The cached step says complete at once; what shows must never be the early answer.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'You’re all set' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('table', { name: 'Payment schedule' })).toBeInTheDocument();
  });
});

describe('Applicant whose loan has funded', () => {
  test('is sent to the product overview: the application is no longer in progress (spec §4)', async () => {
    answer('FUNNEL_COMPLETE', 'FUNDED');
    renderComplete();
    await waitFor(() =>
      expect(redirectOutside).toHaveBeenCalledWith(
        `/overview?application_uuid=${applicationUuid}`,
        'complete',
      ),
    );
    expect(screen.queryByText('You’re all set')).toBeNull();
  });
});
