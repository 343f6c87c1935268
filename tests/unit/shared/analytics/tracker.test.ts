import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, trackerLimits, type TrackedEvent } from '../../../../src/shared/analytics/tracker';

const webClientUuid = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function setUp() {
  const sent: TrackedEvent[][] = [];
  const warnings: string[] = [];
  const tracker = createTracker({
    send: (events) => sent.push(events),
    browserSessionId: 'b5b0f0c4-3d7e-4b39-8c1c-2f1a4c1d9e10',
    page: () => '/relief-loans/get-relief?utm_source=mail',
    applicationUuid: () => null,
    productType: 'SMALL_DOLLAR_LOAN',
    warn: (message) => warnings.push(message),
  });
  const all = () => sent.flat();
  return { tracker, sent, all, warnings };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-25T10:00:00.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('analytics tracker', () => {
  it('An event carries every property of the spec once the web client id is known', () => {
    const { tracker, all } = setUp();
    tracker.setWebClientUuid(webClientUuid);
    tracker.setUserUuid('0b8e7b3e-1a56-4c4d-9f0e-3b6a3f8d2c11');
    tracker.track('getRelief_page_view', { utm_source: 'mail' });
    vi.runAllTimers();
    expect(all()).toEqual([
      {
        name: 'getRelief_page_view',
        properties: {
          utm_source: 'mail',
          context: {
            applicationUuid: null,
            webClientUuid,
            currentUserUuid: '0b8e7b3e-1a56-4c4d-9f0e-3b6a3f8d2c11',
            productType: 'SMALL_DOLLAR_LOAN',
          },
          page: '/relief-loans/get-relief?utm_source=mail',
          userUuid: '0b8e7b3e-1a56-4c4d-9f0e-3b6a3f8d2c11',
          webClientUuid,
          browserSessionId: 'b5b0f0c4-3d7e-4b39-8c1c-2f1a4c1d9e10',
          eventTimestamp: '2026-11-25T10:00:00.000Z',
          actionType: 'view',
        },
      },
    ]);
  });

  it('An unknown event name is not sent and a warning is logged', () => {
    const { tracker, all, warnings } = setUp();
    tracker.setWebClientUuid(webClientUuid);
    expect(tracker.track('getRelief_banner_wiggle')).toBe(false);
    vi.runAllTimers();
    expect(all()).toEqual([]);
    expect(warnings).toEqual(['Unknown analytics event "getRelief_banner_wiggle": not sent']);
  });

  it('Until the web client id is known, 300 events wait and the rest are dropped', () => {
    const { tracker, all, sent } = setUp();
    for (let index = 0; index < 310; index += 1) {
      tracker.track('income_page_view');
      vi.advanceTimersByTime(20); // 50 a second, under the rate limit
    }
    vi.runAllTimers();
    expect(all()).toEqual([]);
    expect(tracker.queued()).toBe(trackerLimits.queueSize);
    tracker.setWebClientUuid(webClientUuid);
    vi.runAllTimers();
    expect(all()).toHaveLength(300);
    expect(sent.every((batch) => batch.length <= 50)).toBe(true);
    // Each waiting event keeps the moment it happened.
    expect(all()[0]!.properties.eventTimestamp).toBe('2026-11-25T10:00:00.000Z');
  });

  it('At most 100 events a second: the 101st is dropped with "Rate limit exceeded"', () => {
    const { tracker, all, warnings } = setUp();
    tracker.setWebClientUuid(webClientUuid);
    for (let index = 0; index < 101; index += 1) tracker.track('income_page_view');
    expect(warnings).toEqual(['Rate limit exceeded']);
    vi.advanceTimersByTime(999);
    expect(tracker.track('income_page_view')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.track('income_page_view')).toBe(true);
    vi.runAllTimers();
    expect(all()).toHaveLength(101);
  });

  it('Change events are debounced 500 ms: a burst sends only its last', () => {
    const { tracker, all } = setUp();
    tracker.setWebClientUuid(webClientUuid);
    tracker.trackChange('income_form_change', { value: 'a' });
    vi.advanceTimersByTime(499);
    tracker.trackChange('income_form_change', { value: 'b' });
    vi.advanceTimersByTime(499);
    expect(all()).toEqual([]);
    vi.advanceTimersByTime(1);
    vi.runAllTimers();
    expect(all().map((event) => event.properties.value)).toEqual(['b']);
  });

  it('The special actions are not analytics events: not sent, with a warning', () => {
    const { tracker, all, warnings } = setUp();
    tracker.setWebClientUuid(webClientUuid);
    expect(tracker.track('redirecting-user', { target: '/login', currentRoute: 'income' })).toBe(false);
    expect(tracker.track('user-session-expired')).toBe(false);
    tracker.flush();
    expect(all()).toEqual([]);
    expect(warnings).toContain('Unknown analytics event "user-session-expired": not sent');
  });
});
