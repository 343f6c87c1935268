// @vitest-environment jsdom
/**
 * not-eligible without an application (src/features/outcomes/InfoScreen.tsx): shown while the server's pre-flow
 * says NOT_ELIGIBLE, with why, what to do and the support address; anyone else is handed to /enter,
 * which follows the pre-flow.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import copy from '../../../../schemas/copy/en-US.json';
import product from '../../../../schemas/product.json';
import { getSystem } from '../../../../widgets/theme/system';

const apiRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest }));

const { default: InfoScreen } = await import('../../../../src/features/outcomes/InfoScreen');

function answer(currentPreFlowStep: string) {
  apiRequest.mockImplementation((operation: string) => {
    if (operation === 'getPreFlowCurrentStep') return Promise.resolve({ currentPreFlowStep });
    return Promise.reject(new Error(`unexpected ${operation}`));
  });
}

function renderNotEligible() {
  window.history.replaceState(null, '', '/relief-loans/not-eligible');
  return render(
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Router base="/relief-loans">
          <Route path="/not-eligible">
            <InfoScreen page="notEligible" />
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

describe('Person who may not start an application', () => {
  test('reads why, what they can do and whom to write to', async () => {
    answer('NOT_ELIGIBLE');
    renderNotEligible();
    expect(
      await screen.findByRole('heading', { level: 1, name: copy.pages.notEligible.title }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Why this happened' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(product.supportEmail.replace(/\./g, '\\.')))).toBeInTheDocument();
  });
});

describe('Person who may start one', () => {
  test('is handed to /enter and never told they are not eligible', async () => {
    answer('USE_OF_FUNDS');
    renderNotEligible();
    await waitFor(() => expect(window.location.pathname).toBe('/relief-loans/enter'));
    expect(screen.queryByRole('heading', { name: copy.pages.notEligible.title })).toBeNull();
  });
});
