// @vitest-environment jsdom
/**
 * The one way a screen calls the flow (src/shared/flow/useFlowCalls.ts, spec §4 "Error-driven transitions",
 * §8): what the applicant sees when a flow call fails, with the API answering as the server would.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, unstable_serialize, type Cache } from 'swr';
import copy from '../../../../schemas/copy/en-US.json';
import { FetchError, UnauthorizedError } from '../../../../src/shared/api/errors';

const apiRequest = vi.hoisted(() => vi.fn());
const redirectOutside = vi.hoisted(() => vi.fn(() => true));
const showFlowNotice = vi.hoisted(() => vi.fn());

vi.mock('../../../../src/shared/api/apiRequest', () => ({ apiRequest }));
vi.mock('../../../../src/shared/flow/flowNotice', () => ({ showFlowNotice }));
vi.mock('../../../../src/shared/routes/outsideNavigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/shared/routes/outsideNavigation')>()),
  redirectOutside,
}));

const { useFlowCalls } = await import('../../../../src/shared/flow/useFlowCalls');
const { applicationKey } = await import('../../../../src/shared/flow/useFlow');

const applicationUuid = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const locked = (retryAfterSeconds: number) =>
  new FetchError('This step is already being submitted', {
    status: 429,
    userErrorCode: 'STEP_LOCKED',
    details: { retryAfterSeconds },
  });
const stale = () => new FetchError('REVIEW is not the current step', { status: 409 });
const onStep = (currentFlowStep: string) => ({ currentFlowStep, canGoBack: true });

function renderFlowCalls(step: string) {
  return renderHook(() => useFlowCalls(applicationUuid, step, 'review'));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  window.history.replaceState(null, '', `/relief-loans/loan/${applicationUuid}/review`);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

describe('A flow call that fails', () => {
  test('Applicant whose step is still being saved waits the Retry-After, and the call is tried once more', async () => {
    const { result } = renderFlowCalls('REVIEW');
    const call = vi.fn().mockRejectedValueOnce(locked(2)).mockResolvedValueOnce(onStep('AGREE'));
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run(call);
    });
    await act(async () => vi.advanceTimersByTimeAsync(1999));
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
      await done;
    });
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current.alert).toBeNull();
    expect(window.location.pathname).toMatch(new RegExp(`/loan/${applicationUuid}/agree$`));
  });

  test('Applicant whose step is locked again after the one retry sees spec §8’s default message', async () => {
    apiRequest.mockResolvedValue(onStep('REVIEW'));
    const { result } = renderFlowCalls('REVIEW');
    const call = vi.fn().mockRejectedValue(locked(1));
    await act(async () => {
      const done = result.current.run(call);
      await vi.runAllTimersAsync();
      await done;
    });
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.current.alert).toBe(copy.errors.default);
    expect(result.current.alert).toBe('Uh oh! We ran into a hiccup. Please try again.');
  });

  test('Applicant whose step is locked with nothing to repeat sees the default message, not a text of our own', async () => {
    apiRequest.mockResolvedValue(onStep('REVIEW'));
    const { result } = renderFlowCalls('REVIEW');
    await act(async () => {
      const handled = result.current.recover(locked(1));
      await vi.runAllTimersAsync();
      expect(await handled).toBe(true);
    });
    expect(result.current.alert).toBe(copy.errors.default);
  });

  test('Applicant whose session ended is signed out and brought back to this page after signing in', async () => {
    const { result } = renderFlowCalls('REVIEW');
    const call = vi.fn().mockRejectedValue(new UnauthorizedError('Sign in to continue', { status: 401 }));
    await act(async () => result.current.run(call));
    expect(redirectOutside).toHaveBeenCalledWith(
      `/keycloak/global_logout?after_sign_in_path=${encodeURIComponent(`/relief-loans/loan/${applicationUuid}/review`)}`,
      'review',
    );
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.alert).toBeNull();
  });

  test('Applicant whose step can no longer be reopened follows the server and is told why', async () => {
    // The application went on to pricing in another tab: review can't be reopened from there.
    apiRequest.mockImplementation(async (operationId: string) => {
      if (operationId === 'getCurrentFlowStep') return onStep('PRICING');
      throw stale();
    });
    const { result } = renderFlowCalls('REVIEW');
    const again = vi.fn();
    await act(async () => {
      expect(await result.current.recover(stale(), again, true)).toBe(true);
    });
    expect(again).not.toHaveBeenCalled();
    expect(showFlowNotice).toHaveBeenCalledWith(copy.flow.staleStep);
    expect(window.location.pathname).toMatch(new RegExp(`/loan/${applicationUuid}/getting-offers$`));
  });

  test('Applicant whose agreement changed as they signed stays on the page, is told, and sees the new words', async () => {
    apiRequest.mockImplementation(async (operationId: string) => {
      if (operationId === 'getCurrentFlowStep') return onStep('OFFER_REVIEW');
      throw new Error(`unexpected ${operationId}`);
    });
    window.history.replaceState(null, '', `/relief-loans/loan/${applicationUuid}/offer-review`);
    const { result } = renderHook(() => useFlowCalls(applicationUuid, 'OFFER_REVIEW', 'offerReview'));
    const changed = new FetchError(
      'Your loan agreement has changed since this page opened. Read it again before you sign.',
      { status: 409, userErrorCode: 'LOAN_AGREEMENT_CHANGED', details: { currentFlowStep: 'OFFER_REVIEW' } },
    );
    await act(async () => {
      expect(await result.current.recover(changed, vi.fn(), true)).toBe(true);
    });
    expect(result.current.alert).toBe(
      'Your loan agreement has changed since this page opened. Read it again before you sign.',
    );
    expect(showFlowNotice).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe(`/relief-loans/loan/${applicationUuid}/offer-review`);
  });
});

describe('A flow call that succeeds', () => {
  test('forgets the cached application record, so the next screen reads it afresh', async () => {
    const cache: Cache = new Map();
    const key = unstable_serialize(applicationKey(applicationUuid));
    cache.set(key, { data: { desiredLoanAmount: 1000 } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache }}>{children}</SWRConfig>
    );
    const { result } = renderHook(() => useFlowCalls(applicationUuid, 'REVIEW', 'review'), { wrapper });
    await act(async () => {
      await result.current.run(async () => onStep('AGREE'));
    });
    expect(cache.get(key)?.data).toBeUndefined();
  });
});
