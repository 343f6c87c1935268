/**
 * What the getting-assets screen shows from the bank link's state (the contract's bankLinkInfo and
 * the plaid step's shouldRequestAssetsAgain): pure, so the screen stays a thin view.
 */
import copy from '../../../schemas/copy/en-US.json';
import { fillTemplate } from '../../../widgets/copy';

type BankLinkInfo = {
  status: 'NOT_LINKED' | 'PENDING' | 'READY' | 'FAILED';
  institutionName: string | null;
  accountCount: number;
};

export type AssetsStatusView =
  | { kind: 'notLinked' }
  | { kind: 'pending' }
  | { kind: 'ready'; summary: string }
  /** The link failed or its balances are too old: link again, with why. */
  | { kind: 'linkAgain'; reason: string };

const pageCopy = copy.pages.gettingAssets;

/** Spec §7 Not monitored: the balances' status is polled about once a second while it is PENDING. */
export const assetsPollMs = 1000;

export function linkedSummary(institutionName: string, accountCount: number): string {
  const template = accountCount === 1 ? pageCopy.readyOne : pageCopy.readyMany;
  return fillTemplate(template, { institution: institutionName, count: accountCount });
}

export function assetsStatusView(info: BankLinkInfo, shouldRequestAssetsAgain: boolean): AssetsStatusView {
  if (info.status === 'PENDING') return { kind: 'pending' };
  if (info.status === 'FAILED') return { kind: 'linkAgain', reason: pageCopy.failed };
  if (info.status === 'READY' && shouldRequestAssetsAgain)
    return { kind: 'linkAgain', reason: pageCopy.stale };
  if (info.status === 'READY')
    return { kind: 'ready', summary: linkedSummary(info.institutionName ?? '', info.accountCount) };
  return { kind: 'notLinked' };
}

/** How soon to ask for the status again: while the balances are on their way only. */
export const assetsRefreshInterval = (info: { status: string } | undefined): number =>
  info?.status === 'PENDING' ? assetsPollMs : 0;
