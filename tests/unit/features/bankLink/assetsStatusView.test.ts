import { describe, expect, test } from 'vitest';
import copy from '../../../../schemas/copy/en-US.json';
import {
  assetsPollMs,
  assetsRefreshInterval,
  assetsStatusView,
  linkedSummary,
} from '../../../../src/features/bankLink/assetsStatusView';

const pageCopy = copy.pages.gettingAssets;
const info = (status: 'NOT_LINKED' | 'PENDING' | 'READY' | 'FAILED', accountCount = 2) => ({
  status,
  institutionName: status === 'NOT_LINKED' ? null : 'Maple Street Bank',
  accountCount,
});

describe('What the bank link step shows', () => {
  test('Applicant with nothing linked is asked to link a bank', () => {
    expect(assetsStatusView(info('NOT_LINKED', 0), false)).toEqual({ kind: 'notLinked' });
  });

  test('Applicant waits calmly while the balances arrive, and the status is asked for every second', () => {
    expect(assetsStatusView(info('PENDING'), false)).toEqual({ kind: 'pending' });
    expect(assetsRefreshInterval(info('PENDING'))).toBe(assetsPollMs);
    expect(assetsPollMs).toBe(1000);
    expect(assetsRefreshInterval(info('READY'))).toBe(0);
    expect(assetsRefreshInterval(undefined)).toBe(0);
  });

  test('Applicant whose balances arrived sees the bank and how many accounts', () => {
    expect(assetsStatusView(info('READY'), false)).toEqual({
      kind: 'ready',
      summary: 'Maple Street Bank is linked: 2 accounts.',
    });
    expect(linkedSummary('Northwind Savings', 1)).toBe('Northwind Savings is linked: 1 account.');
  });

  test('Applicant whose link failed, or whose balances are old, is asked to link again with why', () => {
    expect(assetsStatusView(info('FAILED'), true)).toEqual({ kind: 'linkAgain', reason: pageCopy.failed });
    expect(assetsStatusView(info('READY'), true)).toEqual({ kind: 'linkAgain', reason: pageCopy.stale });
  });
});
