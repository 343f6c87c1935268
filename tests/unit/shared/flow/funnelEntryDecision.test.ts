import { describe, expect, test } from 'vitest';
import { funnelEntryDecision, type EntryCheck } from '../../../../src/shared/flow/funnelEntryDecision';
import { readFeatureSwitches } from '../../../../src/shared/config/featureSwitches';

const check = (overrides: Partial<EntryCheck>): EntryCheck => ({
  checkName: 'ELIGIBILITY',
  passed: true,
  failureReason: null,
  isEligibleNew: true,
  isEligibleReturning: false,
  ...overrides,
});
const on = { inProgressApplicationCheck: true };
const off = { inProgressApplicationCheck: false };

describe('Where the entry checks send an applicant', () => {
  test('a failed in-progress check shows the application in progress, or resumes it with the check off', () => {
    const checks = [
      check({
        checkName: 'IN_PROGRESS_APPLICATION',
        passed: false,
        failureReason: 'APPLICATION_IN_PROGRESS',
        isEligibleNew: false,
      }),
      check({ isEligibleNew: false }),
    ];
    expect(funnelEntryDecision(checks, on)).toEqual({ kind: 'applicationInProgress' });
    expect(funnelEntryDecision(checks, off)).toEqual({ kind: 'preFlow' });
  });

  test('not eligible wins over an application in progress', () => {
    const checks = [
      check({ passed: false, failureReason: 'APPLICATION_IN_PROGRESS', isEligibleNew: false }),
      check({ passed: false, failureReason: 'NOT_ELIGIBLE', isEligibleNew: false }),
    ];
    expect(funnelEntryDecision(checks, on)).toEqual({ kind: 'notEligible' });
  });

  test('every check passed: a new or a returning applicant goes on to the pre-flow step', () => {
    expect(funnelEntryDecision([check({})], on)).toEqual({ kind: 'preFlow' });
    expect(funnelEntryDecision([check({ isEligibleNew: false, isEligibleReturning: true })], on)).toEqual({
      kind: 'preFlow',
    });
  });

  test('every check passed but eligible neither as new nor as returning: not eligible', () => {
    expect(funnelEntryDecision([check({ isEligibleNew: false, isEligibleReturning: false })], on)).toEqual({
      kind: 'notEligible',
    });
  });

  test('checks that say nothing of eligibility, or fail for a reason unknown here, leave it to the pre-flow step', () => {
    expect(funnelEntryDecision([{ checkName: 'ELIGIBILITY', passed: true }], on)).toEqual({
      kind: 'preFlow',
    });
    expect(funnelEntryDecision([check({ passed: false, failureReason: 'SOMETHING_NEW' })], on)).toEqual({
      kind: 'preFlow',
    });
  });
});

describe('The build’s feature switches', () => {
  test('are on unless the build sets them to false', () => {
    expect(readFeatureSwitches({})).toEqual({ inProgressApplicationCheck: true, funnelEntryChecks: true });
    expect(
      readFeatureSwitches({
        VITE_FEATURE_IN_PROGRESS_APPLICATION_CHECK: 'false',
        VITE_FEATURE_FUNNEL_ENTRY_CHECKS: 'true',
      }),
    ).toEqual({ inProgressApplicationCheck: false, funnelEntryChecks: true });
    expect(readFeatureSwitches({ VITE_FEATURE_FUNNEL_ENTRY_CHECKS: 'false' }).funnelEntryChecks).toBe(false);
  });
});
