/** @vitest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { drainActions } from '../../../../src/shared/analytics/actions';
import { UnauthorizedError } from '../../../../src/shared/api/errors';
import { handleFetchError } from '../../../../src/app/globalErrors';
import { signOutExpiredSession } from '../../../../src/shared/session/sessionExpiry';
import {
  forgetUnsentFields,
  keepNotedUnsentFields,
  noteSignedInUser,
  noteUnsentFields,
  withUnsentFields,
  draftWriteDelayMs,
} from '../../../../src/shared/session/unsentFields';
import { resetOutsideRedirect } from '../../../../src/shared/routes/outsideNavigation';
import { funnelBars } from '../../../../src/staff/studio/funnelReport';

const step = {
  stepId: 'id-verification',
  schema: { properties: { dob: { 'x-sensitive': true }, ssn: { 'x-sensitive': true }, nickname: {} } },
};
const typed = { dob: '03141987', ssn: '457-55-5462', nickname: 'Ana' };
const now = Date.parse('2026-11-25T10:00:00.000Z');
const ana = '5f0c7f0e-1b1a-4c55-9d3e-0a1b2c3d4e5f';
const bob = '7a2d9e4b-3c4d-4e6f-8a9b-1c2d3e4f5a6b';
const loanPage = (uuid: string) => `/relief-loans/loan/${uuid}/identity`;
// Each test its own page: what a page put back stays put back for the page's life (module state).
let page = '';
let pages = 0;

const stored = () => Object.values({ ...sessionStorage }).join('\n');

beforeEach(() => {
  // A fixed clock: a saved-at time must never happen to contain the digits the tests look for.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  pages += 1;
  page = loanPage(`0b6e4a0e-6d8b-4b7e-a3a4-2a4d2c1f5e${String(pages).padStart(2, '0')}`);
  window.history.replaceState(null, '', page);
  resetOutsideRedirect();
  drainActions();
  noteSignedInUser(ana);
});
afterEach(() => {
  keepNotedUnsentFields('/nowhere');
  sessionStorage.clear();
  vi.useRealTimers();
});

describe('typed values through an expired session', () => {
  it('Applicant signed out mid-step finds what they typed again, except the SSN and birth date', () => {
    noteUnsentFields({}, step, typed);
    keepNotedUnsentFields(page, now);
    expect(stored()).not.toContain('457');
    expect(stored()).not.toContain('1987');
    expect(withUnsentFields(step, { nickname: '' }, now + 60_000)).toEqual({ nickname: 'Ana' });
    // A draft until the step is saved: a reload now would put it back again.
    expect(sessionStorage.length).toBe(1);
  });

  it('A bank account typed in on offer review (a field its condition adds) is never kept', () => {
    const review = {
      stepId: 'offer-review',
      schema: {
        properties: { fundsDestination: {} },
        allOf: [{ then: { properties: { routingNumber: {}, accountNumber: { 'x-sensitive': true } } } }],
      },
    };
    noteUnsentFields({}, review, {
      fundsDestination: 'ENTERED_ACCOUNT',
      routingNumber: '021000021',
      accountNumber: '4455667788',
    });
    keepNotedUnsentFields(page, now);
    expect(stored()).not.toContain('4455667788');
    // The routing number goes too: nine digits could be an SSN, and nothing that could be is kept.
    expect(withUnsentFields(review, {}, now + 60_000)).toEqual({ fundsDestination: 'ENTERED_ACCOUNT' });
  });

  it('Applicant whose session expires on a background refresh finds what they typed, never the SSN', () => {
    const assign = vi.fn();
    noteUnsentFields({}, step, typed);
    expect(sessionStorage.length).toBe(0);
    handleFetchError(new UnauthorizedError('expired'), { location: window.location, assign });
    expect(assign).toHaveBeenCalledWith(
      `/keycloak/global_logout?after_sign_in_path=${encodeURIComponent(page)}`,
    );
    expect(stored()).toContain('Ana');
    expect(stored()).not.toContain('457');
    expect(stored()).not.toContain('1987');
    expect(drainActions().filter((action) => action.name === 'user-session-expired')).toHaveLength(1);
    expect(withUnsentFields(step, { nickname: '' })).toEqual({ nickname: 'Ana' });
  });

  it('Several requests meeting the expired session sign out once, with one event', () => {
    const assign = vi.fn();
    noteUnsentFields({}, step, typed);
    handleFetchError(new UnauthorizedError('expired'), { location: window.location, assign });
    handleFetchError(new UnauthorizedError('expired'), { location: window.location, assign });
    signOutExpiredSession('idVerification', window.location, assign);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(drainActions().filter((action) => action.name === 'user-session-expired')).toHaveLength(1);
  });

  it('Answers typed on another page are not kept for this one', () => {
    noteUnsentFields({}, step, typed);
    const elsewhere = loanPage('9d1c2b3a-4e5f-4a6b-8c7d-0e1f2a3b4c5d');
    window.history.replaceState(null, '', elsewhere);
    handleFetchError(new UnauthorizedError('expired'), { location: window.location, assign: vi.fn() });
    expect(sessionStorage.length).toBe(0);
  });

  it('Answers of a screen left unsaved are kept as a draft; once saved they are not', () => {
    const screen = {};
    noteUnsentFields(screen, step, typed);
    forgetUnsentFields(screen);
    expect(stored()).toContain('Ana');
    expect(stored()).not.toContain('457');
    // The step opening again reads its draft afresh.
    expect(withUnsentFields(step, { nickname: '' })).toEqual({ nickname: 'Ana' });

    noteUnsentFields(screen, step, typed);
    // Another screen leaving does not forget this one's answers.
    forgetUnsentFields({});
    forgetUnsentFields(screen, { saved: true });
    keepNotedUnsentFields(page);
    expect(sessionStorage.length).toBe(0);
  });

  it('Another person signing in after the expiry never sees what the first one typed', () => {
    noteUnsentFields({}, step, typed);
    keepNotedUnsentFields(page, now);
    expect(stored()).toContain(ana);
    // A shared computer: Bob signs in on the page Ana's session expired on.
    noteSignedInUser(bob);
    expect(withUnsentFields(step, { nickname: 'Bob' }, now + 60_000)).toEqual({ nickname: 'Bob' });
    // Dropped unseen, not left for later.
    expect(sessionStorage.length).toBe(0);
    noteSignedInUser(ana);
    expect(withUnsentFields(step, { nickname: '' }, now + 60_000)).toEqual({ nickname: '' });
  });

  it('Typing is kept a moment after it pauses, so a reload or a crash loses nothing', () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(now);
    const screen = {};
    noteUnsentFields(screen, step, { ...typed, nickname: 'A' });
    noteUnsentFields(screen, step, { ...typed, nickname: 'An' });
    expect(sessionStorage.length).toBe(0);
    vi.advanceTimersByTime(draftWriteDelayMs);
    expect(stored()).toContain('"nickname":"An"');
    expect(stored()).not.toContain('457');
    expect(stored()).not.toContain('1987');
    // Saved: the draft goes.
    forgetUnsentFields(screen, { saved: true });
    expect(sessionStorage.length).toBe(0);
  });

  it('A draft older than 12 hours is dropped unseen', () => {
    noteUnsentFields({}, step, typed);
    keepNotedUnsentFields(page, now);
    expect(withUnsentFields(step, { nickname: '' }, now + 13 * 60 * 60_000)).toEqual({ nickname: '' });
    expect(sessionStorage.length).toBe(0);
  });

  it('Values put back are not put back again once the step is saved', () => {
    const screen = {};
    noteUnsentFields(screen, step, typed);
    keepNotedUnsentFields(page);
    const fromServer = { nickname: 'Server' };
    const first = withUnsentFields(step, fromServer);
    expect(first).toEqual({ nickname: 'Ana' });
    // The same data gives the same object, so the form does not replace what is typed after it.
    expect(withUnsentFields(step, fromServer)).toBe(first);
    forgetUnsentFields(screen, { saved: true });
    // The screen on its way to the next step keeps showing what was saved (its form is not rebuilt
    // with the older data); the step's data opened afresh has no draft on it.
    expect(withUnsentFields(step, fromServer)).toBe(first);
    const openedAgain = { nickname: 'Server' };
    expect(withUnsentFields(step, openedAgain)).toBe(openedAgain);
  });

  it('The funnel chart’s bars are each step’s views as a share of the widest', () => {
    const step = (screen: string, views: number) => ({
      screen,
      views,
      submits: 0,
      failures: 0,
      medianSecondsOnStep: null,
    });
    expect(funnelBars([step('getRelief', 10), step('income', 4), step('savings', 0)])).toEqual([
      { screen: 'getRelief', views: 10, share: 1 },
      { screen: 'income', views: 4, share: 0.4 },
    ]);
  });
});
