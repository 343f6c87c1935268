import { describe, expect, test } from 'vitest';
import { allFlowSteps, routeKeyForFlowStep } from '../../../../src/shared/routes/flowRoutes';
import { getHref, getRoute, matchRoute, routes, routesByKey } from '../../../../src/shared/routes/routeTable';
import { documentTitle } from '../../../../src/shared/ui/usePageTitle';

const specPaths = [
  '/get-relief',
  '/skunkworks',
  '/',
  '/funnel-entry',
  '/not-available',
  '/enter',
  '/application-in-progress',
  '/not-eligible',
  '/get-started',
  '/use-of-funds',
  ...[
    '',
    '/get-relief',
    '/funnel-entry',
    '/not-available/state',
    '/not-available/income',
    '/not-available/pricing',
    '/get-started',
    '/use-of-funds',
    '/address',
    '/phone',
    '/address-and-phone',
    '/identity',
    '/income',
    '/education',
    '/savings',
    '/review',
    '/agree',
    '/getting-offers',
    '/getting-assets',
    '/bank-assets',
    '/offers',
    '/offer-review',
    '/exploring-options',
    '/future-eligibility/personal-loan',
    '/future-eligibility/offer',
    '/future-eligibility/bank-account',
    '/future-eligibility/cash-line',
    '/complete',
    '/unable-to-verify',
  ].map((sub) => `/loan/:applicationUuid${sub}`),
];
const uuid = '0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e11';

describe('Every place an applicant can be has a route', () => {
  test.each(specPaths)('spec §2 path %s is in the route table', (path) => {
    expect(routes.map((route) => route.path)).toContain(path);
  });

  test('the spec route keys exist', () => {
    for (const key of [
      'loanHome',
      'enter',
      'getRelief',
      'applicationGetRelief',
      'useOfFunds',
      'applicationUseOfFunds',
      'address',
      'addressAndPhone',
      'idVerification',
      'income',
      'education',
      'savings',
      'submit',
      'offers',
      'offerReview',
      'phone',
      'applicationGetStarted',
      'applicationInProgress',
      'pricing',
      'complete',
      'unableToVerify',
      'notEligible',
    ]) {
      expect(routesByKey.has(key), key).toBe(true);
    }
  });

  test('only /get-relief and the studio area under /skunkworks are public', () => {
    expect(routes.filter((route) => route.isPublic).map((route) => route.path)).toEqual([
      '/get-relief',
      '/skunkworks',
      '/skunkworks/funnel',
    ]);
  });

  test.each(allFlowSteps.map(([step, config]) => [step, config.screen]))(
    'flow step %s maps to route %s',
    (_step, screen) => {
      expect(routesByKey.has(screen)).toBe(true);
    },
  );

  test('the spec §4 table: identity, getting-offers, future eligibility', () => {
    expect(getHref(routeKeyForFlowStep('ID_VERIFICATION') ?? '', { applicationUuid: uuid })).toBe(
      `/loan/${uuid}/identity`,
    );
    expect(getHref(routeKeyForFlowStep('PLAID_PRICING') ?? '', { applicationUuid: uuid })).toBe(
      `/loan/${uuid}/getting-offers`,
    );
    expect(
      getHref(routeKeyForFlowStep('DISQUALIFIED_WITH_PLOC_OFFER') ?? '', { applicationUuid: uuid }),
    ).toBe(`/loan/${uuid}/future-eligibility/cash-line`);
    expect(getHref(routeKeyForFlowStep('LOAN_AMOUNT') ?? '', { applicationUuid: uuid })).toBe(
      `/loan/${uuid}/get-relief`,
    );
  });
});

describe('Links carry the application along', () => {
  test('a valid applicationUuid in the current query is carried to the next page', () => {
    const currentQuery = new URLSearchParams(`applicationUuid=${uuid}`);
    expect(getHref('notEligible', { currentQuery })).toBe(`/not-eligible?applicationUuid=${uuid}`);
  });

  test('an invalid applicationUuid is dropped', () => {
    expect(getHref('notEligible', { currentQuery: new URLSearchParams('applicationUuid=nope') })).toBe(
      '/not-eligible',
    );
  });

  test('a route under /loan needs a valid id', () => {
    expect(() => getHref('addressAndPhone', { applicationUuid: 'x' })).toThrow();
  });

  test('a path is matched back to its route and id', () => {
    expect(matchRoute(`/loan/${uuid}/address-and-phone`)).toMatchObject({
      route: { key: 'addressAndPhone' },
      applicationUuid: uuid,
    });
    expect(matchRoute('/nowhere')).toBeNull();
  });
});

test('Page titles are the product name followed by the page title', () => {
  expect(documentTitle('getRelief')).toBe('Relief Loans — How much do you need?');
});

describe('The frame painted before the app knows where an application is', () => {
  test('A form step keeps its own heading; a page that states an outcome shows the loan home one', () => {
    expect(getRoute('income').page).toBe('income');
    expect(getRoute('offers').page).toBe('offers');
    expect(getRoute('review').page).toBe('review');
    for (const outcome of [
      'complete',
      'unableToVerify',
      'futureEligibilityOffer',
      'pricing',
      'disqualifiedPricing',
    ])
      expect(getRoute(outcome).page).toBe('loanHome');
  });
});
