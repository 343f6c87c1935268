import { describe, expect, test } from 'vitest';
import {
  startsMoreThanAMonthAhead,
  storedStartIsMoreThanAMonthAhead,
} from '../../../core/rules/jobStartsLater';

const today = new Date('2026-11-28T12:00:00Z');

describe('A job that starts more than a month from now is a job offer', () => {
  test('a job that started, starts this month or next month counts as income today', () => {
    expect(startsMoreThanAMonthAhead(3, 2019, today)).toBe(false);
    expect(startsMoreThanAMonthAhead(11, 2026, today)).toBe(false);
    expect(startsMoreThanAMonthAhead(12, 2026, today)).toBe(false);
  });

  test('a job starting the month after next, or next December, is a job offer', () => {
    expect(startsMoreThanAMonthAhead(1, 2027, today)).toBe(true);
    expect(startsMoreThanAMonthAhead(12, 2027, today)).toBe(true);
  });

  test('across a year end: on 15 December a January start counts, a February one does not', () => {
    const december = new Date('2026-12-15T12:00:00Z');
    expect(startsMoreThanAMonthAhead(1, 2027, december)).toBe(false);
    expect(startsMoreThanAMonthAhead(2, 2027, december)).toBe(true);
  });

  test('a stored start (day 2 of the month, UTC) reads the same; none or an unreadable one has started', () => {
    expect(storedStartIsMoreThanAMonthAhead('2027-12-02T00:00:00.000Z', today)).toBe(true);
    expect(storedStartIsMoreThanAMonthAhead('2026-12-02T00:00:00.000Z', today)).toBe(false);
    expect(storedStartIsMoreThanAMonthAhead(undefined, today)).toBe(false);
    expect(storedStartIsMoreThanAMonthAhead('soon', today)).toBe(false);
  });
});
