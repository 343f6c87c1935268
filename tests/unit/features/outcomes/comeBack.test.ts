import { describe, expect, test } from 'vitest';
import copy from '../../../../schemas/copy/en-US.json';
import { comeBackText, localIsoDate } from '../../../../src/features/outcomes/comeBack';

describe('When a declined applicant can come back', () => {
  test('Applicant declined recently reads the first day they may apply again', () => {
    expect(comeBackText('2026-12-01', '2026-11-01')).toBe(
      'You can apply again on or after Dec 1, 2026. If you can, give the steps above a few months first: the next decision looks at your credit as it is then.',
    );
  });

  test('Applicant returning on or after that day is told they can apply now', () => {
    expect(comeBackText('2026-12-01', '2026-12-01')).toBe(copy.pages.futureEligibilityOffer.comeBackNow);
    expect(comeBackText('2026-12-01', '2027-01-15')).toBe(copy.pages.futureEligibilityOffer.comeBackNow);
  });

  test('today is the applicant’s own calendar day', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
