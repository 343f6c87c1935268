/**
 * Every route of the app (spec §2) in one module, bulletproof-react style: a key, a path relative to
 * the base path /relief-loans, whether it is public, and the copy key of its page title. Pure.
 */
export type RouteDefinition = {
  key: string;
  path: string;
  isPublic: boolean;
  /** Key under schemas/copy pages.* for the title and description. */
  page: string;
};

const route = (key: string, path: string, page: string = key, isPublic = false): RouteDefinition => ({
  key,
  path,
  isPublic,
  page,
});

const loan = '/loan/:applicationUuid';

export const routes: readonly RouteDefinition[] = [
  route('getRelief', '/get-relief', 'getRelief', true),
  route('skunkworks', '/skunkworks', 'skunkworks', true),
  route('home', '/', 'home'),
  route('funnelEntry', '/funnel-entry'),
  route('notAvailable', '/not-available'),
  route('enter', '/enter'),
  route('applicationInProgress', '/application-in-progress'),
  route('notEligible', '/not-eligible'),
  route('applicationGetStarted', '/get-started', 'getStarted'),
  route('useOfFunds', '/use-of-funds'),
  route('loanHome', loan),
  route('applicationGetRelief', `${loan}/get-relief`),
  route('applicationFunnelEntry', `${loan}/funnel-entry`),
  route('disqualifiedState', `${loan}/not-available/state`),
  route('disqualifiedIncome', `${loan}/not-available/income`),
  route('disqualifiedPricing', `${loan}/not-available/pricing`),
  route('loanGetStarted', `${loan}/get-started`, 'applicationGetStarted'),
  route('applicationUseOfFunds', `${loan}/use-of-funds`),
  route('address', `${loan}/address`),
  route('phone', `${loan}/phone`),
  route('addressAndPhone', `${loan}/address-and-phone`),
  route('idVerification', `${loan}/identity`),
  route('income', `${loan}/income`),
  route('education', `${loan}/education`),
  route('savings', `${loan}/savings`),
  route('review', `${loan}/review`),
  route('submit', `${loan}/agree`),
  route('pricing', `${loan}/getting-offers`),
  route('gettingAssets', `${loan}/getting-assets`),
  route('bankAssets', `${loan}/bank-assets`),
  route('offers', `${loan}/offers`),
  route('offerReview', `${loan}/offer-review`),
  route('exploringOptions', `${loan}/exploring-options`),
  route('futureEligibilityPersonalLoan', `${loan}/future-eligibility/personal-loan`),
  route('futureEligibilityOffer', `${loan}/future-eligibility/offer`),
  route('futureEligibilityBankAccount', `${loan}/future-eligibility/bank-account`),
  route('futureEligibilityCashLine', `${loan}/future-eligibility/cash-line`),
  route('complete', `${loan}/complete`),
  route('unableToVerify', `${loan}/unable-to-verify`),
];

export const routesByKey: ReadonlyMap<string, RouteDefinition> = new Map(
  routes.map((entry) => [entry.key, entry]),
);

export function getRoute(key: string): RouteDefinition {
  const found = routesByKey.get(key);
  if (!found) throw new Error(`Unknown route key "${key}"`);
  return found;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/**
 * The path of a route (relative to the base path) with its parameters and query. Spec §2: every
 * navigation carries the applicationUuid query parameter when the current query has a valid one.
 */
export function getHref(
  key: string,
  options: {
    applicationUuid?: string;
    query?: Record<string, string | undefined>;
    currentQuery?: URLSearchParams;
  } = {},
): string {
  const definition = getRoute(key);
  const uuid = options.applicationUuid;
  if (definition.path.includes(':applicationUuid') && !isUuid(uuid)) {
    throw new Error(`Route "${key}" needs a valid applicationUuid`);
  }
  const path = definition.path.replace(':applicationUuid', uuid ?? '');
  const query = new URLSearchParams();
  const carried = options.currentQuery?.get('applicationUuid');
  if (isUuid(carried)) query.set('applicationUuid', carried);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') query.set(name, value);
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Which route a path (relative to the base) is, with its application id. */
export function matchRoute(pathname: string): { route: RouteDefinition; applicationUuid?: string } | null {
  for (const definition of routes) {
    const pattern = new RegExp(`^${definition.path.replace(':applicationUuid', '([^/]+)')}/?$`);
    const match = pattern.exec(pathname);
    if (match) return { route: definition, applicationUuid: match[1] };
  }
  return null;
}
