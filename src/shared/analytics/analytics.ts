/**
 * The app's one analytics client (docs/analytics.md): the tracker over the page's ids and address, page views
 * that wait for the page's data (and, on a step, its step file), and the assistant's recorded events
 * drained into it. Created on first use in the browser, never while the build prerenders a page.
 */
import { getOperation } from '../api/contract';
import { flowStepForScreen } from '../routes/flowRoutes';
import { matchRoute } from '../routes/routeTable';
import { drainActions, drainActionsWith } from './actions';
import { browserSessionId, readCookie, webClientCookie, type CookieJar } from './browserIds';
import { dataRequestsInFlight, onDataIdle } from './pageData';
import { createPageViews } from './pageViews';
import { fieldErrorCodes, stepFileVersion } from './stepFileVersion';
import { createTracker, type AnalyticsProductType, type EventExtras, type Tracker } from './tracker';
import { postJson } from './transport';
import { isTrackedEventName, screenOfRoute } from '../../../core/analytics/eventNames';
import product from '../../../schemas/product.json';

/** The product every event is about (supporting-areas spec §3 "Analytics product types"). */
const analyticsProductType = product.productTypeName as AnalyticsProductType;

/** Where events go: the contract's path, or VITE_EVENT_TRACKING_PATH (README "Configuration"). */
const trackPath: string = import.meta.env.VITE_EVENT_TRACKING_PATH || getOperation('trackEvents').path;
/** How long the page's requests must stay settled before its data counts as ready. */
const settleMs = 100;

const documentCookies: CookieJar = {
  get: () => document.cookie,
  set: (cookie) => {
    document.cookie = cookie;
  },
};

type StepFile = { stepId: string; schema: unknown; rawUiSchema: unknown };

let client: { tracker: Tracker; pageViews: ReturnType<typeof createPageViews> } | null = null;
let openPage: { address: string; stepFile: string | undefined; version?: string } | null = null;
let settleTimer: ReturnType<typeof setTimeout> | undefined;

const relativePath = (pathname: string) => pathname.replace(/^\/relief-loans/, '') || '/';

function clientOf() {
  if (client) return client;
  const tracker = createTracker({
    send: (events) => postJson(trackPath, { events }),
    browserSessionId: browserSessionId(documentCookies),
    page: () => window.location.pathname + window.location.search,
    applicationUuid: () => matchRoute(relativePath(window.location.pathname))?.applicationUuid ?? null,
    productType: analyticsProductType,
  });
  const known = readCookie(documentCookies, webClientCookie);
  if (known) tracker.setWebClientUuid(known);
  client = { tracker, pageViews: createPageViews(tracker.track) };
  onDataIdle(checkPageReady);
  // A page left before its data was ready still counts as viewed; keepalive carries it out.
  addEventListener('pagehide', () => {
    client?.pageViews.ready();
    tracker.flush();
  });
  // The assistant's recorded events go at once (the special actions are monitoring's:
  // src/shared/telemetry/startTelemetry.ts).
  drainActionsWith('analytics', () => {
    for (const action of drainActions('analytics')) {
      const { target, currentRoute, value } = action.properties;
      tracker.track(action.name, {
        ...(target ? { target } : {}),
        ...(currentRoute ? { currentRoute } : {}),
        ...(value ? { value } : {}),
      });
    }
    tracker.flush();
  });
  return client;
}

function checkPageReady(): void {
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => {
    if (!openPage || dataRequestsInFlight() > 0) return;
    if (openPage.stepFile !== undefined && openPage.version === undefined) return;
    clientOf().pageViews.ready();
  }, settleMs);
}

export function track(name: string, extras?: EventExtras): void {
  if (typeof window !== 'undefined') clientOf().tracker.track(name, extras);
}

/** A route's screen has opened: its page view goes once its data is ready, or after 10 s. */
export function pageOpened(routeKey: string): void {
  const address = `${routeKey} ${window.location.pathname}${window.location.search}`;
  // A screen mounted again at the same address (a session check, an error retry) is not a new view.
  if (openPage?.address === address) return;
  openPage = { address, stepFile: flowStepForScreen(routeKey)?.config.stepFile };
  clientOf().pageViews.opened(routeKey, window.location.search);
  checkPageReady();
}

/**
 * The open page is `screen` (one of the spec's screen names), which its route alone does not tell: its
 * page view, still waiting for the page's data, goes under that name.
 */
export function pageScreenIs(screen: string): void {
  if (typeof window === 'undefined' || !isTrackedEventName(`${screen}_page_view`)) return;
  clientOf().pageViews.rename(screen);
}

/** The open step's file has loaded: the page view and the step's events carry its version. */
export function stepFileLoaded(step: StepFile): string {
  const version = stepFileVersion(step);
  if (openPage && openPage.version === undefined) {
    openPage.version = version;
    clientOf().pageViews.describe({ stepFileVersion: version });
    checkPageReady();
  }
  return version;
}

/**
 * An answer changed on a step: `<screen>_form_change` naming the field (its pointer), never its value;
 * a burst of keystrokes is one event, 500 ms after the last (the tracker's debounce).
 */
export function stepChanged(screenKey: string, step: StepFile, fieldPointer: string): void {
  const screen = screenOfRoute(screenKey);
  if (!screen || typeof window === 'undefined') return;
  clientOf().tracker.trackChange(`${screen}_form_change`, {
    stepFileVersion: stepFileVersion(step),
    target: fieldPointer,
  });
}

/** A step's submit: `<screen>_form_submit`, or `<screen>_form_error` with the failing fields' codes. */
export function stepSubmitted(
  screenKey: string,
  step: StepFile,
  fieldErrors: Record<string, string> | undefined,
): void {
  const screen = screenOfRoute(screenKey);
  if (!screen) return;
  const version = stepFileVersion(step);
  if (fieldErrors && Object.keys(fieldErrors).length > 0) {
    track(`${screen}_form_error`, {
      stepFileVersion: version,
      fieldErrorCodes: fieldErrorCodes(fieldErrors),
    });
  } else track(`${screen}_form_submit`, { stepFileVersion: version });
}

export function setAnalyticsUser(userUuid: string | null): void {
  clientOf().tracker.setUserUuid(userUuid);
}

export function setWebClientUuid(uuid: string): void {
  clientOf().tracker.setWebClientUuid(uuid);
}
