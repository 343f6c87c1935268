// @vitest-environment jsdom
/**
 * application-in-progress (src/features/getRelief/ApplicationInProgressScreen.tsx): the applicant
 * continues this product's application in progress (GET /application/in-progress-sdls) and is told of
 * one of another product still in progress (GET /application/in-progress-applications), with the way
 * to the account; when that second call fails, the screen is as before.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import copy from '../../../../schemas/copy/en-US.json';
import { getSystem } from '../../../../widgets/theme/system';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest }));

const { default: ApplicationInProgressScreen } =
  await import('../../../../src/features/getRelief/ApplicationInProgressScreen');

const text = copy.pages.applicationInProgress;
const relief = {
  applicationUuid: '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c',
  createdAt: '2026-03-02T15:00:00.000Z',
  decisionStatus: 'IN_PROGRESS',
  productTypeName: 'SMALL_DOLLAR_LOAN',
  currentFlowStep: 'INCOME',
  desiredLoanAmount: 1000,
  desiredLoanTermInMonths: 12,
};
const personalLoan = {
  applicationUuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  createdAt: '2026-02-20T15:00:00.000Z',
  decisionStatus: 'IN_PROGRESS',
  productTypeName: 'PERSONAL_LOAN',
  currentFlowStep: 'INCOME',
};

function answer(all: () => Promise<unknown>) {
  apiRequest.mockImplementation((operation: string) => {
    if (operation === 'getInProgressSdls') return Promise.resolve([relief]);
    if (operation === 'getInProgressApplications') return all();
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

function renderScreen() {
  window.history.replaceState(null, '', '/relief-loans/application-in-progress');
  return render(
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <Router base="/relief-loans">
          <ApplicationInProgressScreen />
        </Router>
      </SWRConfig>
    </ChakraProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('application in progress', () => {
  test('Applicant with a personal loan in progress too is told of it, and where to find it', async () => {
    answer(() => Promise.resolve([relief, personalLoan]));
    renderScreen();
    expect(await screen.findByRole('link', { name: text.continue })).toHaveAttribute(
      'href',
      `/relief-loans/loan/${relief.applicationUuid}`,
    );
    expect(
      await screen.findByText(
        'You also have a personal loan application in progress, started Feb 20, 2026. You’ll find it in your account.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.otherProductLink })).toHaveAttribute('href', '/my-account');
    expect(apiRequest).toHaveBeenCalledWith('getInProgressApplications');
  });

  test('Applicant with only this application in progress reads nothing about other ones', async () => {
    answer(() => Promise.resolve([relief]));
    renderScreen();
    expect(await screen.findByRole('link', { name: text.continue })).toBeInTheDocument();
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('getInProgressApplications'));
    expect(screen.queryByText(/You also have/)).toBeNull();
    expect(screen.queryByRole('link', { name: text.otherProductLink })).toBeNull();
  });

  test('When the list of every application fails, Applicant still continues theirs and sees no error', async () => {
    answer(() => Promise.reject(new Error('boom')));
    renderScreen();
    expect(await screen.findByRole('link', { name: text.continue })).toBeInTheDocument();
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('getInProgressApplications'));
    expect(screen.queryByText(/boom/)).toBeNull();
    expect(screen.queryByText(/You also have/)).toBeNull();
  });
});
