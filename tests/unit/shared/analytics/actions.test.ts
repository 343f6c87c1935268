import { describe, expect, it, vi } from 'vitest';
import { drainActions, drainActionsWith, recordAction } from '../../../../src/shared/analytics/actions';

// src/shared/analytics/actions.ts: the special actions (supporting-areas spec §4) go to monitoring,
// the assistant's events to analytics; each waits for its taker.
describe('recorded actions', () => {
  it('the special actions wait for monitoring and never reach analytics', () => {
    drainActions();
    recordAction('user-session-expired', { currentRoute: 'income' });
    recordAction('turndown_aiAgentChatModal_view', {});
    recordAction('device-check', { value: 'viewport=390x844' });
    const analytics = vi.fn(() => drainActions('analytics'));
    drainActionsWith('analytics', analytics);
    expect(analytics.mock.results[0]?.value).toEqual([
      expect.objectContaining({ name: 'turndown_aiAgentChatModal_view' }),
    ]);
    recordAction('redirecting-user', { target: '/login', currentRoute: 'enter' });
    // Only a new action of its own tells a taker.
    expect(analytics).toHaveBeenCalledTimes(1);
    expect(drainActions('monitoring').map((action) => action.name)).toEqual([
      'user-session-expired',
      'device-check',
      'redirecting-user',
    ]);
  });

  it('a taker that has started is told of each new action of its own at once', () => {
    drainActions();
    const monitoring: string[] = [];
    const analytics: string[] = [];
    drainActionsWith('monitoring', () =>
      monitoring.push(...drainActions('monitoring').map((action) => action.name)),
    );
    drainActionsWith('analytics', () =>
      analytics.push(...drainActions('analytics').map((action) => action.name)),
    );
    recordAction('client-error-ignored', { value: 'chunk-load' });
    recordAction('turndown_aiAgentChat_view', {});
    expect(monitoring).toEqual(['client-error-ignored']);
    expect(analytics).toEqual(['turndown_aiAgentChat_view']);
    expect(drainActions()).toEqual([]);
  });
});
