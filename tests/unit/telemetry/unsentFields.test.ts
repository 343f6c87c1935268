/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { keepUnsentFields, withUnsentFields } from '../../../src/app/unsentFields';
import { funnelBars } from '../../../src/telemetry/funnelReport';

const step = {
  stepId: 'id-verification',
  schema: { properties: { dob: { 'x-sensitive': true }, ssn: { 'x-sensitive': true }, nickname: {} } },
};

describe('typed values through an expired session', () => {
  it('Applicant signed out mid-step finds what they typed again, except the SSN and birth date', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    keepUnsentFields(step, { dob: '03141987', ssn: '457-55-5462', nickname: 'Ana' }, now);
    const stored = Object.values({ ...sessionStorage }).join('\n');
    expect(stored).not.toContain('457');
    expect(stored).not.toContain('1987');
    expect(withUnsentFields(step, { nickname: '' }, now + 60_000)).toEqual({ nickname: 'Ana' });
    // Put back once: the storage is emptied as it is read.
    expect(sessionStorage.length).toBe(0);
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
