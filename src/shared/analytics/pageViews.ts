/**
 * Page views (supporting-areas spec §2, §7): `<screenName>_page_view` for a tracked screen, sent
 * once the page's data is ready or, failing that, 10 s after the page opened, with the address's
 * utm_* values. A page left before either is still counted as viewed. Pure apart from the timer.
 */
import { screenOfRoute } from '../../../core/analytics/eventNames';
import type { EventExtras } from './tracker';

export const pageReadyTimeoutMs = 10_000;

const campaignParameters = ['utm_campaign', 'utm_term', 'utm_content', 'utm_medium', 'utm_source'] as const;

export function campaignValues(search: string): EventExtras {
  const query = new URLSearchParams(search);
  const values: EventExtras = {};
  for (const name of campaignParameters) {
    const value = query.get(name);
    if (value) values[name] = value.slice(0, 200);
  }
  return values;
}

export function createPageViews(track: (name: string, extras: EventExtras) => unknown) {
  let pending: { name: string; extras: EventExtras; timer: ReturnType<typeof setTimeout> } | null = null;

  function send(): void {
    if (!pending) return;
    clearTimeout(pending.timer);
    const { name, extras } = pending;
    pending = null;
    track(name, extras);
  }

  return {
    /** A route's screen opened; `extras` may carry its step file's version. */
    opened(routeKey: string, search: string, extras: EventExtras = {}): void {
      send();
      const screen = screenOfRoute(routeKey);
      if (!screen) return;
      pending = {
        name: `${screen}_page_view`,
        extras: { ...campaignValues(search), ...extras },
        timer: setTimeout(send, pageReadyTimeoutMs),
      };
    },
    /**
     * The open page turned out to be another of the spec's screens (a bank link the offer needs is
     * `addBankAccountRequired`, not the route's `addBankAccountOptional`): its view, not yet sent, is named so.
     */
    rename(screen: string): void {
      if (pending) pending.name = `${screen}_page_view`;
    },
    /** Adds properties to the open page's view before it is sent (its step file's version). */
    describe(extras: EventExtras): void {
      if (pending) pending.extras = { ...pending.extras, ...extras };
    },
    /** The open page's data is ready: its view is sent now (once). */
    ready: send,
  };
}
