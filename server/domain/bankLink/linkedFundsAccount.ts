/**
 * The linked account a loan's money can go to (offer review): the first checking account of the
 * application's latest bank link, once its balances arrived (READY). The aggregator keeps the account
 * and routing numbers; the app knows the account by its link, the bank's name for it and its last
 * four digits, as the linking dialog showed it.
 */
import type { AppContext } from '../../appContext';
import { BalancesUnavailableError } from '../../adapters/bankLink/bankLinkProvider';
import { readAccessToken } from '../../store/bankLinks';
import { settledBankLink } from './bankLinkAssets';

export interface LinkedFundsAccount {
  itemId: string;
  institutionName: string;
  accountName: string;
  lastFour: string;
}

export async function linkedFundsAccount(
  ctx: AppContext,
  applicationUuid: string,
): Promise<LinkedFundsAccount | null> {
  const link = await settledBankLink(ctx, applicationUuid);
  if (link?.status !== 'READY') return null;
  const accessToken = await readAccessToken(ctx.db, ctx.cipher, link);
  if (!accessToken) return null;
  try {
    const checking = ctx.bankLink
      .fetchBalances(accessToken)
      .find((account) => account.subtype === 'checking');
    return checking
      ? {
          itemId: link.itemId,
          institutionName: link.institutionName,
          accountName: checking.name,
          lastFour: checking.mask,
        }
      : null;
  } catch (error) {
    // The bank not answering now leaves the typed-in account, the other way to be paid.
    if (error instanceof BalancesUnavailableError) return null;
    throw error;
  }
}
