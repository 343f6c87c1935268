import { describe, expect, test, vi } from 'vitest';
import copy from '../../../schemas/copy/en-US.json';
import { isClosedStep, pickUpAction, pickUpModalDelayMs } from '../../../src/app/pickUpModalRule';
import { applicationStepEntries } from '../../../src/shared/routes/flowRoutes';
import { swrOptions } from '../../../src/app/swrOptions';
import { drainActions } from '../../../src/shared/analytics/actions';
import { assertInProgress, isNotInProgressError } from '../../../src/shared/api/applicationStatus';
import { FetchError, NotInProgressError, UnauthorizedError } from '../../../src/shared/api/errors';
import { handleFetchError } from '../../../src/app/globalErrors';
import {
  outsideHref,
  redirectOutside,
  resetOutsideRedirect,
} from '../../../src/shared/routes/outsideNavigation';

describe('The pick-up-where-you-left-off modal (spec §2), only when something else moved the application', () => {
  const at = (routeKey: string, currentFlowStep: string | undefined, stepSeen?: string) =>
    pickUpAction({ routeKey, currentFlowStep, stepSeen });

  test('shows after 1 s when the server is at a step of another screen this tab never saw', () => {
    expect(pickUpModalDelayMs).toBe(1000);
    // A tab opened on an old link, or one that sat while another tab moved on.
    expect(at('addressAndPhone', 'ID_VERIFICATION')).toEqual({ kind: 'pickUp', step: 'ID_VERIFICATION' });
    expect(at('income', 'SAVINGS', 'INCOME')).toEqual({ kind: 'pickUp', step: 'SAVINGS' });
  });

  test('not on the step the server holds', () => {
    expect(at('addressAndPhone', 'ADDRESS_AND_PHONE')).toEqual({ kind: 'none' });
    expect(at('addressAndPhone', 'ADDRESS_AND_PHONE', 'ID_VERIFICATION')).toEqual({ kind: 'none' });
  });

  test('not after the applicant went back themselves: this tab saw the step the server holds', () => {
    // Browser Back from income to identity; review reopened by an edit this tab made.
    expect(at('idVerification', 'INCOME', 'INCOME')).toEqual({ kind: 'none' });
    expect(at('income', 'REVIEW', 'REVIEW')).toEqual({ kind: 'none' });
  });

  test('a closed application goes to its outcome, never the modal', () => {
    expect(at('income', 'INCOME_NOT_AVAILABLE', 'INCOME')).toEqual({
      kind: 'outcome',
      step: 'INCOME_NOT_AVAILABLE',
    });
    expect(at('address', 'STATE_NOT_AVAILABLE')).toEqual({ kind: 'outcome', step: 'STATE_NOT_AVAILABLE' });
    expect(at('offerReview', 'TURNDOWN_DISQUALIFIED').kind).toBe('outcome');
    // A page about the outcome itself stays: the plain not-available page beside the offer to come back.
    expect(at('disqualifiedPricing', 'PRICING_DISQUALIFIED')).toEqual({ kind: 'none' });
    expect(at('futureEligibilityOffer', 'TURNDOWN_DISQUALIFIED')).toEqual({ kind: 'none' });
    expect(isClosedStep('FUNNEL_COMPLETE')).toBe(true);
    expect(isClosedStep('UNABLE_TO_VERIFY')).toBe(true);
    expect(isClosedStep('INELIGIBLE')).toBe(true);
    expect(isClosedStep('OFFER_SELECTION')).toBe(false);
    expect(isClosedStep('INCOME')).toBe(false);
  });

  test('nothing before the server has answered', () => {
    expect(at('income', undefined, 'INCOME')).toEqual({ kind: 'none' });
  });

  test.each([
    'loanHome',
    'applicationGetRelief',
    'applicationGetStarted',
    'applicationInProgress',
    'applicationUseOfFunds',
    'pricing',
    'complete',
    'unableToVerify',
  ])('never shows on %s', (route) => {
    expect(at(route, 'ID_VERIFICATION')).toEqual({ kind: 'none' });
    expect(at(route, 'INCOME_NOT_AVAILABLE')).toEqual({ kind: 'none' });
  });

  test('names where the applicant will continue for every step the modal can show', () => {
    for (const [step] of applicationStepEntries) {
      const action = at('__elsewhere', step);
      if (action.kind === 'pickUp') expect(copy.pickUpModal.places, step).toHaveProperty(step);
    }
  });
});

describe('Data fetching defaults (spec §9)', () => {
  test('retry 5 s (10 s on slow connections), dedupe 2 s, focus throttle 5 s, loading timeout 3 s', () => {
    expect(swrOptions(undefined)).toMatchObject({
      errorRetryInterval: 5000,
      dedupingInterval: 2000,
      focusThrottleInterval: 5000,
      loadingTimeout: 3000,
    });
    expect(swrOptions({ effectiveType: '2g' }).errorRetryInterval).toBe(10000);
    expect(swrOptions({ effectiveType: 'slow-2g' }).errorRetryInterval).toBe(10000);
    expect(swrOptions({ saveData: true }).errorRetryInterval).toBe(10000);
    expect(swrOptions({ effectiveType: '4g' }).errorRetryInterval).toBe(5000);
  });
});

describe('Leaving the app (spec §2)', () => {
  test('is recorded as "redirecting-user" and happens only once', () => {
    resetOutsideRedirect();
    drainActions();
    const assign = vi.fn();
    expect(redirectOutside(outsideHref.login('/relief-loans/enter?loanAmount=1000'), 'enter', assign)).toBe(
      true,
    );
    expect(redirectOutside('/overview', 'enter', assign)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(
      '/login?after_sign_in_path=%2Frelief-loans%2Fenter%3FloanAmount%3D1000',
    );
    expect(drainActions()).toEqual([
      {
        name: 'redirecting-user',
        properties: { target: '/login', currentRoute: 'enter' },
        at: expect.any(Number),
      },
    ]);
  });

  test('a new account asks for product type 4', () => {
    expect(outsideHref.newAccount('/relief-loans/enter')).toBe(
      '/account/new?product_type_id=4&after_login=%2Frelief-loans%2Fenter',
    );
  });
});

describe('An application that is no longer in progress (spec §4)', () => {
  const uuid = '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11';
  test.each(['INQUIRY_EXPIRED', 'FUNDED'])('%s raises "Application is not in progress"', (decisionStatus) => {
    expect(() => assertInProgress({ applicationUuid: uuid, decisionStatus })).toThrow(
      new NotInProgressError('Application is not in progress', decisionStatus, uuid),
    );
  });

  test('IN_PROGRESS passes, and the server’s STEP_APPLICATION_NOT_IN_PROGRESS counts as the same', () => {
    expect(assertInProgress({ applicationUuid: uuid, decisionStatus: 'IN_PROGRESS' }).decisionStatus).toBe(
      'IN_PROGRESS',
    );
    expect(
      isNotInProgressError(new FetchError('x', { userErrorCode: 'STEP_APPLICATION_NOT_IN_PROGRESS' })),
    ).toBe(true);
    expect(isNotInProgressError(new FetchError('x', { userErrorCode: 'STEP_LOCKED' }))).toBe(false);
  });
});

describe('A fetch answered 401 or 403', () => {
  test('on an application page signs out and returns to that page after sign-in', () => {
    resetOutsideRedirect();
    const assign = vi.fn();
    handleFetchError(new UnauthorizedError('expired'), {
      location: { pathname: '/relief-loans/loan/0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11/phone', search: '' },
      assign,
    });
    expect(assign).toHaveBeenCalledWith(
      '/keycloak/global_logout?after_sign_in_path=%2Frelief-loans%2Floan%2F0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11%2Fphone',
    );
  });

  test('on the public loan page does nothing', () => {
    resetOutsideRedirect();
    const assign = vi.fn();
    handleFetchError(new UnauthorizedError('expired'), {
      location: { pathname: '/relief-loans/get-relief', search: '' },
      assign,
    });
    expect(assign).not.toHaveBeenCalled();
  });
});
