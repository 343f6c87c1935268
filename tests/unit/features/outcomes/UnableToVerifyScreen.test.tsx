// @vitest-environment jsdom
/**
 * unable-to-verify (src/features/outcomes/UnableToVerifyScreen.tsx): "Withdraw my request" withdraws the request
 * through the API and the page then says it was withdrawn and where to go; a failure shows spec §8's
 * alert and leaves the request as it was.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import copy from '../../../../schemas/copy/en-US.json';
import { FetchError } from '../../../../src/shared/api/errors';
import { getSystem } from '../../../../widgets/theme/system';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest }));
const reloadAppAt = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/routes/outsideNavigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/shared/routes/outsideNavigation')>()),
  reloadAppAt,
}));

const { default: UnableToVerifyScreen } =
  await import('../../../../src/features/outcomes/UnableToVerifyScreen');

const applicationUuid = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c';
const text = copy.pages.unableToVerify;

function answer(withdraw: () => Promise<unknown>) {
  apiRequest.mockImplementation((operation: string) => {
    if (operation === 'getIdentity') return Promise.resolve({ loggedIn: true, accessToken: 'token' });
    if (operation === 'getCurrentFlowStep')
      return Promise.resolve({
        currentFlowStep: 'UNABLE_TO_VERIFY',
        canGoBack: false,
        flowEntryPoint: 'NEW_USER',
        hasAgreedToRequiredConsents: true,
      });
    if (operation === 'getApplication')
      return Promise.resolve({
        applicationUuid,
        decisionStatus: 'IN_PROGRESS',
        currentFlowStep: 'UNABLE_TO_VERIFY',
      });
    if (operation === 'applicationSelfNoProducts') return withdraw();
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

function renderUnableToVerify() {
  window.history.replaceState(null, '', `/relief-loans/loan/${applicationUuid}/unable-to-verify`);
  return render(
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Router base="/relief-loans">
          <Route path="/loan/:applicationUuid/unable-to-verify">
            <UnableToVerifyScreen />
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

describe('Applicant whose identity could not be verified', () => {
  test('starts a new request: this one is closed first, then get-relief opens', async () => {
    answer(() =>
      Promise.resolve({ applicationUuid, decisionStatus: 'WITHDRAWN', currentFlowStep: 'UNABLE_TO_VERIFY' }),
    );
    renderUnableToVerify();
    await userEvent.click(await screen.findByRole('button', { name: text.startNew }));
    expect(apiRequest).toHaveBeenCalledWith('applicationSelfNoProducts', { params: { applicationUuid } });
    await waitFor(() => expect(reloadAppAt).toHaveBeenCalledWith('/relief-loans/get-relief'));
  });

  test('withdraws the request and is told it was withdrawn and where to go', async () => {
    answer(() =>
      Promise.resolve({ applicationUuid, decisionStatus: 'WITHDRAWN', currentFlowStep: 'UNABLE_TO_VERIFY' }),
    );
    renderUnableToVerify();
    await userEvent.click(await screen.findByRole('button', { name: text.withdraw }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.withdraw }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.pages.unableToVerifyWithdrawn.title }),
    ).toBeInTheDocument();
    expect(apiRequest).toHaveBeenCalledWith('applicationSelfNoProducts', { params: { applicationUuid } });
    expect(screen.getByRole('link', { name: text.action })).toHaveAttribute(
      'href',
      `/overview?application_uuid=${applicationUuid}`,
    );
    expect(screen.queryByRole('button', { name: text.withdraw })).toBeNull();
  });

  test('is asked first, and keeping the request changes nothing', async () => {
    answer(() => Promise.reject(new Error('not called')));
    renderUnableToVerify();
    await userEvent.click(await screen.findByRole('button', { name: text.withdraw }));
    const dialog = await screen.findByRole('dialog', { name: text.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: text.confirmKeep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiRequest).not.toHaveBeenCalledWith('applicationSelfNoProducts', expect.anything());
  });

  test('sees the error alert when withdrawing fails, and can try again', async () => {
    answer(() => Promise.reject(new FetchError('Internal', { status: 500 })));
    renderUnableToVerify();
    await userEvent.click(await screen.findByRole('button', { name: text.withdraw }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: text.withdraw }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.errors.default);
    expect(screen.getByRole('heading', { level: 1, name: text.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.withdraw })).toBeEnabled();
  });
});
