// @vitest-environment jsdom
/**
 * The entry pages (src/features/getRelief/FunnelEntryScreen.tsx, src/features/loanHome/LoanFunnelEntryScreen.tsx,
 * src/features/loanHome/LoanGetStartedScreen.tsx) act on the server's entry checks and the build's
 * feature switches (src/shared/config/featureSwitches.ts), and the start page of an application on
 * file is a page of its own.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import copy from '../../../../schemas/copy/en-US.json';
import { getSystem } from '../../../../widgets/theme/system';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest }));
const switches = vi.hoisted(() => ({ inProgressApplicationCheck: true, funnelEntryChecks: true }));
vi.mock('../../../../src/shared/config/featureSwitches', () => ({ featureSwitches: switches }));

const { default: FunnelEntryScreen } = await import('../../../../src/features/getRelief/FunnelEntryScreen');
const { default: LoanFunnelEntryScreen } =
  await import('../../../../src/features/loanHome/LoanFunnelEntryScreen');
const { default: LoanGetStartedScreen } =
  await import('../../../../src/features/loanHome/LoanGetStartedScreen');

const applicationUuid = '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11';
const passed = { passed: true, failureReason: null, isEligibleNew: true, isEligibleReturning: false };
const checks = {
  allPassed: [
    { checkName: 'IN_PROGRESS_APPLICATION', ...passed },
    { checkName: 'ELIGIBILITY', ...passed },
  ],
  inProgress: [
    {
      checkName: 'IN_PROGRESS_APPLICATION',
      passed: false,
      failureReason: 'APPLICATION_IN_PROGRESS',
      isEligibleNew: false,
      isEligibleReturning: false,
    },
    {
      checkName: 'ELIGIBILITY',
      passed: true,
      failureReason: null,
      isEligibleNew: false,
      isEligibleReturning: false,
    },
  ],
  notEligible: [
    {
      checkName: 'IN_PROGRESS_APPLICATION',
      passed: true,
      failureReason: null,
      isEligibleNew: false,
      isEligibleReturning: false,
    },
    {
      checkName: 'ELIGIBILITY',
      passed: false,
      failureReason: 'NOT_ELIGIBLE',
      isEligibleNew: false,
      isEligibleReturning: false,
    },
  ],
};

const inProgressApplication = {
  applicationUuid,
  createdAt: '2026-11-20T10:00:00Z',
  decisionStatus: 'IN_PROGRESS',
  productTypeName: 'SMALL_DOLLAR_LOAN',
  currentFlowStep: 'INCOME',
};

function answer(answers: Record<string, unknown>) {
  apiRequest.mockImplementation((operation: string) =>
    operation in answers
      ? Promise.resolve(answers[operation])
      : Promise.reject(new Error(`unexpected ${operation}`)),
  );
}

const called = (operation: string) => apiRequest.mock.calls.some(([name]) => name === operation);

function renderAt(path: string, route: string, screenElement: ReactNode, cache = new Map()) {
  window.history.replaceState(null, '', `/relief-loans${path}`);
  return render(
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
        <Router base="/relief-loans">
          <Route path={route}>{screenElement}</Route>
        </Router>
      </SWRConfig>
    </ChakraProvider>,
  );
}

const pathNow = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  switches.inProgressApplicationCheck = true;
  switches.funnelEntryChecks = true;
});
afterEach(() => vi.clearAllMocks());

describe('Applicant pressing “See my options” (/funnel-entry)', () => {
  test('with an application in progress is shown it, the amount just asked for kept', async () => {
    answer({ runFunnelEntryChecks: checks.inProgress });
    renderAt('/funnel-entry?loanAmount=900&loanTerm=6', '/funnel-entry', <FunnelEntryScreen />);
    await waitFor(() =>
      expect(pathNow()).toBe('/relief-loans/application-in-progress?loanAmount=900&loanTerm=6'),
    );
    expect(called('getPreFlowCurrentStep')).toBe(false);
  });

  test('who may not start one is told so, without asking for the pre-flow step', async () => {
    answer({ runFunnelEntryChecks: checks.notEligible });
    renderAt('/funnel-entry?loanAmount=900', '/funnel-entry', <FunnelEntryScreen />);
    await waitFor(() => expect(pathNow()).toBe('/relief-loans/not-eligible'));
    expect(called('getPreFlowCurrentStep')).toBe(false);
  });

  test('who passes every check goes on to the pre-flow step the server gives', async () => {
    answer({
      runFunnelEntryChecks: checks.allPassed,
      getPreFlowCurrentStep: { currentPreFlowStep: 'GET_STARTED' },
    });
    renderAt('/funnel-entry?loanAmount=900', '/funnel-entry', <FunnelEntryScreen />);
    await waitFor(() => expect(pathNow()).toBe('/relief-loans/get-started?loanAmount=900'));
  });

  test('coming back later is checked again, not answered from the earlier visit', async () => {
    const cache = new Map();
    answer({ runFunnelEntryChecks: checks.inProgress });
    const first = renderAt('/funnel-entry', '/funnel-entry', <FunnelEntryScreen />, cache);
    await waitFor(() => expect(pathNow()).toBe('/relief-loans/application-in-progress'));
    first.unmount();
    answer({
      runFunnelEntryChecks: checks.allPassed,
      getPreFlowCurrentStep: { currentPreFlowStep: 'GET_STARTED' },
    });
    renderAt('/funnel-entry', '/funnel-entry', <FunnelEntryScreen />, cache);
    await waitFor(() => expect(pathNow()).toBe('/relief-loans/get-started'));
  });

  test('with the entry checks switched off, no checks run and the pre-flow step decides', async () => {
    switches.funnelEntryChecks = false;
    answer({ getPreFlowCurrentStep: { currentPreFlowStep: 'USE_OF_FUNDS' } });
    renderAt('/funnel-entry?loanAmount=900', '/funnel-entry', <FunnelEntryScreen />);
    await waitFor(() => expect(pathNow()).toBe('/relief-loans/use-of-funds?loanAmount=900'));
    expect(called('runFunnelEntryChecks')).toBe(false);
  });

  test('with the in-progress check switched off, the application in progress simply resumes', async () => {
    switches.inProgressApplicationCheck = false;
    answer({
      runFunnelEntryChecks: checks.inProgress,
      getPreFlowCurrentStep: { currentPreFlowStep: 'APPLICATION_IN_PROGRESS', applicationUuid },
    });
    renderAt('/funnel-entry?loanAmount=900', '/funnel-entry', <FunnelEntryScreen />);
    await waitFor(() => expect(pathNow()).toBe(`/relief-loans/loan/${applicationUuid}`));
  });
});

describe('Applicant entering their application from a link (/loan/{uuid}/funnel-entry)', () => {
  test('is checked, then taken to the application', async () => {
    answer({ runFunnelEntryChecks: checks.inProgress, getApplication: inProgressApplication });
    renderAt(
      `/loan/${applicationUuid}/funnel-entry`,
      '/loan/:applicationUuid/funnel-entry',
      <LoanFunnelEntryScreen />,
    );
    await waitFor(() => expect(pathNow()).toBe(`/relief-loans/loan/${applicationUuid}`));
    expect(called('runFunnelEntryChecks')).toBe(true);
  });

  test('no longer eligible is told so', async () => {
    answer({ runFunnelEntryChecks: checks.notEligible, getApplication: inProgressApplication });
    renderAt(
      `/loan/${applicationUuid}/funnel-entry`,
      '/loan/:applicationUuid/funnel-entry',
      <LoanFunnelEntryScreen />,
    );
    await waitFor(() => expect(pathNow()).toBe('/relief-loans/not-eligible'));
  });

  test('with the checks switched off goes straight to the application', async () => {
    switches.funnelEntryChecks = false;
    answer({ getApplication: inProgressApplication });
    renderAt(
      `/loan/${applicationUuid}/funnel-entry`,
      '/loan/:applicationUuid/funnel-entry',
      <LoanFunnelEntryScreen />,
    );
    await waitFor(() => expect(pathNow()).toBe(`/relief-loans/loan/${applicationUuid}`));
    expect(called('runFunnelEntryChecks')).toBe(false);
  });
});

describe('Applicant opening the start of their application (/loan/{uuid}/get-started)', () => {
  const application = {
    applicationUuid,
    createdAt: '2026-11-20T10:00:00Z',
    decisionStatus: 'IN_PROGRESS',
    productTypeName: 'SMALL_DOLLAR_LOAN',
    currentFlowStep: 'INCOME',
    desiredLoanAmount: 1200,
    desiredLoanTermInMonths: 12,
  };

  test('reads the loan they asked for and what is still to come, and can continue', async () => {
    answer({
      getIdentity: {
        loggedIn: true,
        accessToken: 'token',
        currentUserUuid: 'u',
        givenName: 'Ana',
        familyName: 'Ruiz',
        name: 'Ana Ruiz',
      },
      getApplication: application,
      getCurrentFlowStep: { currentFlowStep: 'INCOME', canGoBack: true },
    });
    renderAt(
      `/loan/${applicationUuid}/get-started`,
      '/loan/:applicationUuid/get-started',
      <LoanGetStartedScreen />,
    );
    expect(await screen.findByText('You asked for $1,200.00 over 12 months')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: copy.pages.applicationGetStarted.title }),
    ).toBeInTheDocument();
    const ahead = screen.getByRole('region', { name: copy.pages.applicationGetStarted.ahead });
    const items = [...ahead.querySelectorAll('li')].map((item) => item.textContent);
    expect(items).toEqual(['Income', 'Education', 'Savings', 'Review', 'Agree and submit']);
    expect(screen.getByRole('link', { name: copy.pages.applicationGetStarted.submit })).toHaveAttribute(
      'href',
      `/relief-loans/loan/${applicationUuid}`,
    );
    // A page of its own: it stays, it does not send the applicant on by itself.
    expect(pathNow()).toBe(`/relief-loans/loan/${applicationUuid}/get-started`);
  });
});
