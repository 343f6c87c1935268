import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween } from '../../../core/pricing/calendarDates';

describe('Calendar dates of offers and schedules', () => {
  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-03-10', 30)).toBe('2026-04-09');
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-03-10', 1)).toBe('2026-04-10');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('counts the days between two dates', () => {
    expect(daysBetween('1978-02-10', '1978-03-01')).toBe(19);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-3-1', 1)).toThrow(RangeError);
    expect(() => daysBetween('yesterday', '2026-03-01')).toThrow(RangeError);
  });
});
