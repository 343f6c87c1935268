import { describe, expect, test, vi } from 'vitest';
import { pickUpModalDelayMs, shouldOfferPickUp } from '../../../src/app/pickUpModalRule';
import { swrOptions } from '../../../src/app/swrOptions';
import { drainActions } from '../../../src/analytics/actions';
import { outsideHref, redirectOutside, resetOutsideRedirect } from '../../../src/routes/outsideNavigation';

describe('The pick-up-where-you-left-off modal (spec §2)', () => {
  test('shows after one second when the server is on another screen', () => {
    expect(pickUpModalDelayMs).toBe(1000);
    expect(shouldOfferPickUp('addressAndPhone', 'ID_VERIFICATION')).toBe(true);
    expect(shouldOfferPickUp('addressAndPhone', 'ADDRESS_AND_PHONE')).toBe(false);
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
    expect(shouldOfferPickUp(route, 'ID_VERIFICATION')).toBe(false);
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
