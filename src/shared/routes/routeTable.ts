/**
 * Every route of the app (spec §2) in one module, bulletproof-react style: a key, a path relative to
 * the base path /relief-loans, whether it is public, and the copy key of its page title. The routes
 * of the application's flow steps come from schemas/flow.json (`screen` + `route`); the rest (public,
 * pre-flow and loan-home pages) are listed here. Pure.
 */
import flow from '../../../schemas/flow.json';

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

/**
 * The copy key of a flow screen's frame (the heading painted before the app knows where the
 * application is): a form step's own title, which is a question; for a page that states an outcome
 * (offers ready, complete, declined, unable to verify) the loan home's neutral one, so a page opened
 * for an application elsewhere never flashes an outcome it did not reach.
 */
const framePage = (screen: string, config: { stepFile?: string }) =>
  config.stepFile !== undefined || screen === 'review' ? screen : 'loanHome';

/** One route per screen of flow.json's application steps; two steps may share a screen, not a path. */
function flowStepRoutes(): RouteDefinition[] {
  const byScreen = new Map<string, string>();
  const pages = new Map<string, string>();
  for (const [step, config] of Object.entries(
    flow.application.steps as Record<string, { screen: string; route?: string; stepFile?: string }>,
  )) {
    if (config.route === undefined) continue;
    const path = `${loan}/${config.route}`;
    const known = byScreen.get(config.screen);
    if (known !== undefined && known !== path)
      throw new Error(
        `flow.json: ${step} gives screen ${config.screen} the route ${path}, another step ${known}`,
      );
    byScreen.set(config.screen, path);
    pages.set(config.screen, framePage(config.screen, config));
  }
  return [...byScreen].map(([screen, path]) => route(screen, path, pages.get(screen)));
}

export const routes: readonly RouteDefinition[] = [
  route('getRelief', '/get-relief', 'getRelief', true),
  route('studio', '/skunkworks', 'studio', true),
  route('funnelReport', '/skunkworks/funnel', 'funnelReport', true),
  route('home', '/', 'home'),
  route('funnelEntry', '/funnel-entry'),
  route('notAvailable', '/not-available'),
  route('enter', '/enter'),
  route('applicationInProgress', '/application-in-progress'),
  route('notEligible', '/not-eligible'),
  route('applicationGetStarted', '/get-started', 'getStarted'),
  route('useOfFunds', '/use-of-funds'),
  route('loanHome', loan),
  route('applicationFunnelEntry', `${loan}/funnel-entry`),
  route('disqualifiedPricing', `${loan}/not-available/pricing`, 'loanHome'),
  route('loanGetStarted', `${loan}/get-started`, 'applicationGetStarted'),
  ...flowStepRoutes(),
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
