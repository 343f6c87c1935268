import { describe, expect, it } from 'vitest';
import { browserSessionId, readCookie, type CookieJar } from '../../../../src/shared/analytics/browserIds';
import { fieldErrorCodes, stepFileVersion } from '../../../../src/shared/analytics/stepFileVersion';
import { containsSensitiveValue } from '../../../../core/analytics/sensitiveValues';
import { isSpecialAction, isTrackedEventName } from '../../../../core/analytics/eventNames';

function jar(initial: string): CookieJar & { written: string[] } {
  const written: string[] = [];
  return { get: () => initial, set: (cookie) => written.push(cookie), written };
}

describe('analytics ids, versions and privacy', () => {
  it('The browser session id is kept in eventbus_browser_session_id, created once when missing', () => {
    const empty = jar('rl_web_client=abc');
    expect(browserSessionId(empty, () => 'new-session-id-0001')).toBe('new-session-id-0001');
    expect(empty.written).toEqual(['eventbus_browser_session_id=new-session-id-0001; path=/; SameSite=Lax']);
    const known = jar('a=1; eventbus_browser_session_id=known-session-0002');
    expect(browserSessionId(known)).toBe('known-session-0002');
    expect(known.written).toEqual([]);
    expect(readCookie(jar('rl_web_client=7c9e'), 'rl_web_client')).toBe('7c9e');
  });

  it('A step file’s version changes with its content and stays put otherwise', () => {
    const step = { stepId: 'income', schema: { type: 'object' }, rawUiSchema: {} };
    expect(stepFileVersion(step)).toMatch(/^income\.[0-9a-f]{8}$/);
    expect(stepFileVersion({ ...step })).toBe(stepFileVersion(step));
    expect(stepFileVersion({ ...step, schema: { type: 'object', required: ['a'] } })).not.toBe(
      stepFileVersion(step),
    );
    // Remembered per loaded file (asked on every keystroke), yet a new UI schema is a new version.
    expect(stepFileVersion({ ...step, rawUiSchema: { 'ui:order': ['a'] } })).not.toBe(stepFileVersion(step));
    expect(stepFileVersion({ ...step, stepId: 'savings' })).toMatch(/^savings\./);
  });

  it('Field error codes name the failing fields, never their values or messages', () => {
    expect(fieldErrorCodes({ '/address/zipCode': 'Enter a 5-digit ZIP', '': 'Check the form' })).toEqual([
      'address.zipCode',
      'form',
    ]);
  });

  it('An SSN or a birth date in any form is caught, ids and timestamps are not', () => {
    for (const secret of ['457-55-5462', '457555462', '457 55 5462', '03/14/1987', '03141987', '1987-03-14'])
      expect(containsSensitiveValue({ nested: [secret] })).toBe(true);
    expect(
      containsSensitiveValue({
        uuid: '20251201-0314-1987-8c1c-457555462000',
        at: '2026-11-25T10:00:00.000Z',
        epoch: 1764064800000,
        page: '/relief-loans/loan/7c9e6679-7425-40de-944b-e07fc1f90ae7/income?loanAmount=500',
      }),
    ).toBe(false);
  });

  it('Tracked names: every screen’s page view and step events and the fixed names; the special actions are monitoring’s', () => {
    expect(isTrackedEventName('futureEligibilityPlaid_page_view')).toBe(true);
    expect(isTrackedEventName('income_form_error')).toBe(true);
    expect(isTrackedEventName('turndown_aiAgentChatModal_close')).toBe(true);
    expect(isTrackedEventName('user-session-expired')).toBe(false);
    expect(isSpecialAction('user-session-expired')).toBe(true);
    expect(isSpecialAction('device-check')).toBe(true);
    expect(isTrackedEventName('income_form_wiggle')).toBe(false);
    expect(isTrackedEventName('nowhere_page_view')).toBe(false);
  });
});
