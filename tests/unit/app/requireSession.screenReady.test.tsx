// @vitest-environment jsdom
/**
 * RequireSession's second gate (src/app/RequireSession.tsx, useScreenPreload): a signed-in route's
 * screen mounts only once the session and the screen's code are both in, and waiting for the code
 * never holds back what the session check decides (a signed-out applicant still goes to sign in).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { getSystem } from '../../../widgets/theme/system';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../src/shared/api/apiRequest', () => ({ apiRequest }));
const redirectOutside = vi.hoisted(() => vi.fn(() => true));
vi.mock('../../../src/shared/routes/outsideNavigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/shared/routes/outsideNavigation')>()),
  redirectOutside,
}));

const { RequireSession } = await import('../../../src/app/RequireSession');

function signedIn(loggedIn: boolean) {
  apiRequest.mockImplementation((operation: string) =>
    operation === 'getIdentity'
      ? Promise.resolve(loggedIn ? { loggedIn: true, accessToken: 'token' } : { loggedIn: false })
      : Promise.reject(new Error(`unexpected ${operation}`)),
  );
}

function page(screenReady: boolean) {
  return (
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Router base="/relief-loans">
          <RequireSession routeKey="income" page="income" screenReady={screenReady}>
            <p>the income screen</p>
          </RequireSession>
        </Router>
      </SWRConfig>
    </ChakraProvider>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/relief-loans/loan/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/income');
});
afterEach(() => vi.clearAllMocks());

describe('A signed-in route whose screen is still downloading', () => {
  test('keeps its frame until the code is in, then shows the screen', async () => {
    signedIn(true);
    const { rerender } = render(page(false));
    await waitFor(() => expect(apiRequest).toHaveBeenCalledWith('getIdentity', expect.anything()));
    // The session is in; the code is not: still the frame.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('the income screen')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    rerender(page(true));
    expect(await screen.findByText('the income screen')).toBeInTheDocument();
  });

  test('still sends a signed-out applicant to sign in, without waiting for the code', async () => {
    signedIn(false);
    render(page(false));
    await waitFor(() =>
      expect(redirectOutside).toHaveBeenCalledWith(
        expect.stringMatching(/^\/login\?after_sign_in_path=/),
        'income',
      ),
    );
    expect(screen.queryByText('the income screen')).toBeNull();
  });
});
