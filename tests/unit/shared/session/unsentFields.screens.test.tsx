// @vitest-environment jsdom
/**
 * Supporting-areas spec §4: what an applicant typed on a signed-in step survives the sign-out
 * of an expired session, whichever request noticed it (src/shared/session/unsentFields.ts). Here through the
 * real get-started screen under its session guard, and the submit hook every step screen uses.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import type { LoadedStep } from '../../../../src/shared/form/stepFiles';
import { getSystem } from '../../../../widgets/theme/system';

const apiRequest = vi.hoisted(() => vi.fn());
const callOperation = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest, callOperation, apiOrigin: '' }));
const assign = vi.hoisted(() => vi.fn());
vi.mock('../../../../src/shared/routes/outsideNavigation', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../../src/shared/routes/outsideNavigation')>();
  return {
    ...actual,
    redirectOutside: (target: string, route: string) => actual.redirectOutside(target, route, assign),
  };
});

const getStartedPath = '/relief-loans/get-started?loanAmount=1000&loanTerm=12';
const signedIn = {
  loggedIn: true,
  accessToken: 'token',
  csrfToken: 'csrf',
  currentUserUuid: '6a1f0c2e-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  givenName: 'Maria',
  familyName: 'Lopez',
  name: 'Maria Lopez',
};
let identity: Record<string, unknown> = signedIn;

/** A fresh load of the app's modules, as after the browser comes back from signing in. */
async function loadApp() {
  vi.resetModules();
  // One after another: a mocked module imported twice at once may reach a module as its original.
  const { resetOutsideRedirect } = await import('../../../../src/shared/routes/outsideNavigation');
  const { RequireSession } = await import('../../../../src/app/RequireSession');
  const { default: GetStartedScreen } = await import('../../../../src/features/getRelief/GetStartedScreen');
  const actions = await import('../../../../src/shared/analytics/actions');
  resetOutsideRedirect();
  const openGetStarted = () => {
    window.history.replaceState(null, '', getStartedPath);
    return render(
      <ChakraProvider value={getSystem()}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, focusThrottleInterval: 0 }}>
          <Router base="/relief-loans">
            <Route path="/get-started">
              <RequireSession routeKey="applicationGetStarted" page="getStarted">
                <GetStartedScreen />
              </RequireSession>
            </Route>
          </Router>
        </SWRConfig>
      </ChakraProvider>,
    );
  };
  return { openGetStarted, drainActions: actions.drainActions };
}

const firstName = () => screen.findByLabelText(/^Legal first name/);

beforeEach(() => {
  // A screen unmounted after the last test writes its draft as it goes: each test starts with none.
  sessionStorage.clear();
  identity = signedIn;
  apiRequest.mockImplementation(async (operation: string) => {
    if (operation === 'getIdentity') return identity;
    throw new Error(`unexpected ${operation}`);
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('Applicant whose session expires while typing their legal name', () => {
  test('finds the name they typed after signing in again, when the identity check noticed it', async () => {
    const before = await loadApp();
    const leftPage = before.openGetStarted();
    await waitFor(async () => expect(await firstName()).toHaveValue('Maria'));
    await userEvent.clear(await firstName());
    await userEvent.type(await firstName(), 'Mariana');

    // The identity check on the next window focus answers that nobody is signed in any more.
    identity = { loggedIn: false };
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        `/keycloak/global_logout?after_sign_in_path=${encodeURIComponent(getStartedPath)}`,
      ),
    );
    expect(assign).toHaveBeenCalledTimes(1);
    expect(before.drainActions().map((action) => action.name)).toContain('user-session-expired');
    // The page stays as it was until the browser has left it.
    expect(await firstName()).toHaveValue('Mariana');
    expect(Object.values({ ...sessionStorage }).join()).toContain('Mariana');

    // Signed in again, the same page opens in a fresh load of the app.
    leftPage.unmount();
    identity = signedIn;
    const after = await loadApp();
    after.openGetStarted();
    await waitFor(async () => expect(await firstName()).toHaveValue('Mariana'));
    expect(screen.getByLabelText(/^Legal last name/)).toHaveValue('Lopez');
    // Still a draft until the step is saved: another reload puts it back too.
    expect(Object.values({ ...sessionStorage }).join()).toContain('Mariana');
    // Two fresh loads of the app: seconds on a busy machine.
  }, 20_000);
});

describe('Applicant whose session is briefly reported gone while the page is still up', () => {
  test('keeps the screen and what they typed when the identity check finds them signed in again', async () => {
    const app = await loadApp();
    app.openGetStarted();
    await waitFor(async () => expect(await firstName()).toHaveValue('Maria'));
    await userEvent.clear(await firstName());
    await userEvent.type(await firstName(), 'Mariana');
    const field = await firstName();

    identity = { loggedIn: false };
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    identity = signedIn;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() =>
      expect(
        apiRequest.mock.calls.filter(([operation]) => operation === 'getIdentity').length,
      ).toBeGreaterThanOrEqual(3),
    );
    // The same input, never remounted: the screen was not swapped for the page's frame in between.
    expect(await firstName()).toBe(field);
    expect(field).toHaveValue('Mariana');
  });
});

describe('A step screen’s answers', () => {
  const step = {
    stepId: 'get-started',
    schema: { properties: { firstName: {}, lastName: {} } },
    options: {
      submit: {
        applicationGetStarted: { calls: [{ operation: 'postGetStartedStep', body: { $data: '' } }] },
      },
    },
  } as unknown as LoadedStep;
  const answers = { firstName: 'Mariana', lastName: 'Lopez' };

  async function submitHook() {
    const { useStepSubmit } = await import('../../../../src/shared/form/useStepSubmit');
    const { keepNotedUnsentFields } = await import('../../../../src/shared/session/unsentFields');
    window.history.replaceState(null, '', getStartedPath);
    const hook = renderHook(() =>
      useStepSubmit({ screenKey: 'applicationGetStarted', step, query: {}, onDone: () => undefined }),
    );
    return { hook, keepNoted: () => keepNotedUnsentFields('/relief-loans/get-started') };
  }

  test('are kept at a sign-out while the screen shows them', async () => {
    const { hook, keepNoted } = await submitHook();
    hook.result.current.formProps(undefined).onDataChange(answers);
    keepNoted();
    expect(Object.values({ ...sessionStorage }).join()).toContain('Mariana');
  });

  test('are kept as a draft when the screen goes unsaved, for the next time the step opens', async () => {
    const { hook } = await submitHook();
    hook.result.current.formProps(undefined).onDataChange(answers);
    hook.unmount();
    expect(Object.values({ ...sessionStorage }).join()).toContain('Mariana');
    const again = (await submitHook()).hook;
    expect(again.result.current.formProps({ firstName: 'Maria' }).formData).toEqual(answers);
  });

  test('are forgotten once saved', async () => {
    callOperation.mockResolvedValue({});
    const { hook, keepNoted } = await submitHook();
    hook.result.current.formProps(undefined).onDataChange(answers);
    await act(async () => {
      await hook.result.current.onSubmit(answers);
    });
    expect(callOperation).toHaveBeenCalledWith('postGetStartedStep', expect.anything());
    keepNoted();
    expect(sessionStorage.length).toBe(0);
  });

  test('are not noted on a public screen', async () => {
    const { useStepSubmit } = await import('../../../../src/shared/form/useStepSubmit');
    const { keepNotedUnsentFields } = await import('../../../../src/shared/session/unsentFields');
    window.history.replaceState(null, '', '/relief-loans/get-relief');
    const hook = renderHook(() =>
      useStepSubmit({ screenKey: 'getRelief', step, isPublic: true, query: {}, onDone: () => undefined }),
    );
    hook.result.current.formProps(undefined).onDataChange(answers);
    keepNotedUnsentFields('/relief-loans/get-relief');
    expect(sessionStorage.length).toBe(0);
  });
});
