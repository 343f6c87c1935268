/**
 * The linked bank's balances as the flow sees them (docs/bank-link.md). After the token
 * exchange the balances take a while to arrive (`assetsDelayMs`, standing in for the aggregator):
 * the link is PENDING until then. A settle-bank-link job queued with the link fetches them when they
 * are due, on any instance, and any read settles a fetch whose time is up (as pricing runs settle in
 * server/domain/pricing/pricingJobs.ts), so a restart or a lost instance loses nothing.
 */
import {
  inContextTransaction,
  retryTimeFor,
  type AppContext,
  type LinkedAssetsReader,
} from '../../appContext';
import {
  latestBankLink,
  lockBankLink,
  readAccessToken,
  settleBankLink,
  type BankLinkRecord,
} from '../../store/bankLinks';
import { latestRun } from '../../store/pricingRuns';
import { BalancesUnavailableError } from '../../adapters/bankLink/bankLinkProvider';

/** Balances older than this are asked for again before they price anything. */
export const balancesFreshForDays = 30;

export type BankLinkRequirement = 'OPTIONAL' | 'REQUIRED';

/** What the PRICING run decided: a thin file needs the link (PLAID_REQUIRED); otherwise it is optional. */
export async function bankLinkRequirement(
  ctx: AppContext,
  applicationUuid: string,
): Promise<BankLinkRequirement> {
  return (await latestRun(ctx.db, applicationUuid, 'PRICING'))?.outcome === 'PLAID_REQUIRED'
    ? 'REQUIRED'
    : 'OPTIONAL';
}

const balancesDue = (ctx: AppContext, link: BankLinkRecord | null): link is BankLinkRecord =>
  link !== null && link.status === 'PENDING' && Date.parse(link.readyAt) <= ctx.now().getTime();

/**
 * Fetches the balances of the latest link if they are due; answers the link as it is then. The fetch
 * holds the link's row and checks again that it is still PENDING, so balances are fetched and stored
 * once even when several instances read at the same moment.
 */
export async function settledBankLink(
  ctx: AppContext,
  applicationUuid: string,
): Promise<BankLinkRecord | null> {
  const link = await latestBankLink(ctx.db, applicationUuid);
  if (!balancesDue(ctx, link)) return link;
  await inContextTransaction(ctx, async (tx) => {
    const locked = await lockBankLink(tx.db, link.itemId);
    if (!balancesDue(tx, locked)) return;
    const accessToken = await readAccessToken(tx.db, tx.cipher, locked);
    let totalCents: number | null = null;
    try {
      if (accessToken)
        totalCents = tx.bankLink
          .fetchBalances(accessToken)
          .reduce((sum, account) => sum + account.balanceCents, 0);
    } catch (error) {
      if (!(error instanceof BalancesUnavailableError)) throw error;
    }
    await settleBankLink(tx.db, locked.itemId, totalCents, new Date(locked.readyAt));
  });
  return latestBankLink(ctx.db, applicationUuid);
}

/**
 * The settle-bank-link job: settles the balances when they are due; for a link still waiting the job
 * queues itself again for when its balances are due, and completes.
 */
export async function settleBankLinkJob(ctx: AppContext, applicationUuid: string): Promise<void> {
  const link = await settledBankLink(ctx, applicationUuid);
  if (link?.status === 'PENDING')
    await ctx.jobs.enqueue(
      ctx.db,
      'settle-bank-link',
      { applicationUuid },
      retryTimeFor(ctx, new Date(link.readyAt)),
    );
}

const isStale = (ctx: AppContext, link: BankLinkRecord) =>
  ctx.now().getTime() - Date.parse(link.readyAt) > balancesFreshForDays * 24 * 60 * 60 * 1000;

/** A READY link whose balances are recent enough to price with. */
export async function usableBankLink(
  ctx: AppContext,
  applicationUuid: string,
): Promise<BankLinkRecord | null> {
  const link = await settledBankLink(ctx, applicationUuid);
  return link?.status === 'READY' && link.balancesTotalCents !== null && !isStale(ctx, link) ? link : null;
}

/** The link failed, or its balances are too old: the applicant is asked to link again. */
export async function shouldRequestAssetsAgain(ctx: AppContext, applicationUuid: string): Promise<boolean> {
  const link = await settledBankLink(ctx, applicationUuid);
  return link !== null && (link.status === 'FAILED' || (link.status === 'READY' && isStale(ctx, link)));
}

/** The contract's bankLinkInfo: never a token, an account number or a balance. */
export async function bankLinkInfo(ctx: AppContext, applicationUuid: string) {
  const link = await settledBankLink(ctx, applicationUuid);
  return {
    status: link?.status ?? 'NOT_LINKED',
    institutionName: link?.institutionName ?? null,
    accountCount: link?.accountCount ?? 0,
    linkedAt: link?.linkedAt ?? null,
    expectedReadyAt: link?.status === 'PENDING' ? link.readyAt : null,
  };
}

/** ctx.linkedAssets: the total a run after a bank link prices with, in dollars. */
export const linkedAssetsOfBankLink: LinkedAssetsReader = async (ctx, applicationUuid) => {
  const link = await usableBankLink(ctx, applicationUuid);
  return link ? { totalBalance: link.balancesTotalCents! / 100 } : null;
};
