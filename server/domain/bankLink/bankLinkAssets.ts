/**
 * The linked bank's balances as the flow sees them (docs/bank-link.md). After the token
 * exchange the balances take a while to arrive (`assetsDelayMs`, standing in for the aggregator):
 * the link is PENDING until then, and any read settles a fetch whose time is up (as pricing runs
 * settle in server/domain/pricing/pricingJobs.ts), so nothing waits on a timer and a restart loses nothing.
 */
import type { AppContext, LinkedAssetsReader } from '../../appContext';
import { latestBankLink, readAccessToken, settleBankLink, type BankLinkRecord } from '../../store/bankLinks';
import { latestRun } from '../../store/pricingRuns';
import { BalancesUnavailableError } from '../../adapters/bankLink/bankLinkProvider';

/** Balances older than this are asked for again before they price anything. */
export const balancesFreshForDays = 30;

export type BankLinkRequirement = 'OPTIONAL' | 'REQUIRED';

/** What the PRICING run decided: a thin file needs the link (PLAID_REQUIRED); otherwise it is optional. */
export function bankLinkRequirement(ctx: AppContext, applicationUuid: string): BankLinkRequirement {
  return latestRun(ctx.db, applicationUuid, 'PRICING')?.outcome === 'PLAID_REQUIRED'
    ? 'REQUIRED'
    : 'OPTIONAL';
}

/** Fetches the balances of the latest link if they are due; answers the link as it is then. */
export function settledBankLink(ctx: AppContext, applicationUuid: string): BankLinkRecord | null {
  const link = latestBankLink(ctx.db, applicationUuid);
  if (!link || link.status !== 'PENDING' || Date.parse(link.readyAt) > ctx.now().getTime()) return link;
  const accessToken = readAccessToken(ctx.db, link);
  let totalCents: number | null = null;
  try {
    if (accessToken)
      totalCents = ctx.bankLink
        .fetchBalances(accessToken)
        .reduce((sum, account) => sum + account.balanceCents, 0);
  } catch (error) {
    if (!(error instanceof BalancesUnavailableError)) throw error;
  }
  settleBankLink(ctx.db, link.itemId, totalCents, new Date(link.readyAt));
  return latestBankLink(ctx.db, applicationUuid);
}

const isStale = (ctx: AppContext, link: BankLinkRecord) =>
  ctx.now().getTime() - Date.parse(link.readyAt) > balancesFreshForDays * 24 * 60 * 60 * 1000;

/** A READY link whose balances are recent enough to price with. */
export function usableBankLink(ctx: AppContext, applicationUuid: string): BankLinkRecord | null {
  const link = settledBankLink(ctx, applicationUuid);
  return link?.status === 'READY' && link.balancesTotalCents !== null && !isStale(ctx, link) ? link : null;
}

/** The link failed, or its balances are too old: the applicant is asked to link again. */
export function shouldRequestAssetsAgain(ctx: AppContext, applicationUuid: string): boolean {
  const link = settledBankLink(ctx, applicationUuid);
  return link !== null && (link.status === 'FAILED' || (link.status === 'READY' && isStale(ctx, link)));
}

/** The contract's bankLinkInfo: never a token, an account number or a balance. */
export function bankLinkInfo(ctx: AppContext, applicationUuid: string) {
  const link = settledBankLink(ctx, applicationUuid);
  return {
    status: link?.status ?? 'NOT_LINKED',
    institutionName: link?.institutionName ?? null,
    accountCount: link?.accountCount ?? 0,
    linkedAt: link?.linkedAt ?? null,
    expectedReadyAt: link?.status === 'PENDING' ? link.readyAt : null,
  };
}

/** ctx.linkedAssets: the total a run after a bank link prices with, in dollars. */
export const linkedAssetsOfBankLink: LinkedAssetsReader = (ctx, applicationUuid) => {
  const link = usableBankLink(ctx, applicationUuid);
  return link ? { totalBalance: link.balancesTotalCents! / 100 } : null;
};
