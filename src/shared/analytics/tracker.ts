/**
 * The analytics client's core (supporting-areas spec §3, §4, §8, §9; docs/analytics.md), pure apart from the
 * timers: known names only (a warning for others), at most 100 events a second ("Rate limit
 * exceeded", dropped), change events debounced 500 ms, and up to 300 events held until the web
 * client id is known (then dropped). Sending is injected, so tests run it with fake timers.
 */
import { actionTypeOf, isTrackedEventName } from '../../../core/analytics/eventNames';
import type { AnalyticsProductType } from '../../../core/api/generated/contractTypes';

export const trackerLimits = {
  queueSize: 300,
  eventsPerSecond: 100,
  changeDebounceMs: 500,
  /** Events per POST (the server accepts 50). */
  batchSize: 50,
} as const;

/** Extra properties an event may carry: codes, versions, campaign values, never a field's value. */
export type EventExtras = Partial<
  Record<
    | 'value'
    | 'stepFileVersion'
    | 'target'
    | 'currentRoute'
    | 'utm_campaign'
    | 'utm_term'
    | 'utm_content'
    | 'utm_medium'
    | 'utm_source',
    string
  >
> & { fieldErrorCodes?: string[] };

export type { AnalyticsProductType };

export type TrackedEvent = {
  name: string;
  properties: EventExtras & {
    context: {
      applicationUuid: string | null;
      webClientUuid: string;
      currentUserUuid: string | null;
      productType: AnalyticsProductType;
    };
    page: string;
    userUuid: string | null;
    webClientUuid: string;
    browserSessionId: string;
    eventTimestamp: string;
    actionType?: string;
  };
};

export type TrackerDeps = {
  send: (events: TrackedEvent[]) => void;
  browserSessionId: string;
  /** The page's address (path and query) when the event happens. */
  page: () => string;
  applicationUuid: () => string | null;
  /** The product the events are about. */
  productType: AnalyticsProductType;
  now?: () => number;
  warn?: (message: string) => void;
};

type Pending = {
  name: string;
  extras: EventExtras;
  page: string;
  at: number;
  applicationUuid: string | null;
};

export function createTracker(deps: TrackerDeps) {
  const now = deps.now ?? Date.now;
  const warn = deps.warn ?? ((message: string) => console.warn(message));
  let webClientUuid: string | null = null;
  let userUuid: string | null = null;
  const waiting: Pending[] = [];
  const outbox: TrackedEvent[] = [];
  let recent: number[] = [];
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  const debounced = new Map<string, ReturnType<typeof setTimeout>>();

  const toEvent = (pending: Pending, clientUuid: string): TrackedEvent => {
    const actionType = actionTypeOf(pending.name);
    return {
      name: pending.name,
      properties: {
        ...pending.extras,
        context: {
          applicationUuid: pending.applicationUuid,
          webClientUuid: clientUuid,
          currentUserUuid: userUuid,
          productType: deps.productType,
        },
        page: pending.page,
        userUuid,
        webClientUuid: clientUuid,
        browserSessionId: deps.browserSessionId,
        eventTimestamp: new Date(pending.at).toISOString(),
        ...(actionType ? { actionType } : {}),
      },
    };
  };

  function flush(): void {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    while (outbox.length > 0) deps.send(outbox.splice(0, trackerLimits.batchSize));
  }

  function enqueue(pending: Pending): void {
    if (webClientUuid === null) {
      if (waiting.length < trackerLimits.queueSize) waiting.push(pending);
      return;
    }
    outbox.push(toEvent(pending, webClientUuid));
    flushTimer ??= setTimeout(flush, 0);
  }

  /** False when the event was not taken (unknown name, or over the rate limit). */
  function track(name: string, extras: EventExtras = {}): boolean {
    if (!isTrackedEventName(name)) {
      warn(`Unknown analytics event "${name}": not sent`);
      return false;
    }
    const at = now();
    recent = recent.filter((time) => at - time < 1000);
    if (recent.length >= trackerLimits.eventsPerSecond) {
      warn('Rate limit exceeded');
      return false;
    }
    recent.push(at);
    enqueue({ name, extras, page: deps.page(), at, applicationUuid: deps.applicationUuid() });
    return true;
  }

  /** A change event: only the last of a burst, 500 ms after it, is tracked. */
  function trackChange(name: string, extras: EventExtras = {}): void {
    clearTimeout(debounced.get(name));
    debounced.set(
      name,
      setTimeout(() => {
        debounced.delete(name);
        track(name, extras);
      }, trackerLimits.changeDebounceMs),
    );
  }

  function setWebClientUuid(uuid: string): void {
    webClientUuid = uuid;
    for (const pending of waiting.splice(0, waiting.length)) enqueue(pending);
  }

  function setUserUuid(uuid: string | null): void {
    userUuid = uuid;
  }

  return {
    track,
    trackChange,
    flush,
    setWebClientUuid,
    setUserUuid,
    queued: () => waiting.length,
  };
}

export type Tracker = ReturnType<typeof createTracker>;
