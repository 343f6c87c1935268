/**
 * How the account a loan's money goes to is named to its borrower, the same on the offer review, the
 * complete page, the loan page and the agreement: never more of its number than the last four digits.
 */
import copy from '../../schemas/copy/en-US.json';
import { fillTemplate as fill } from './fillTemplate';

export interface FundsAccountView {
  destination: 'LINKED_ACCOUNT' | 'ENTERED_ACCOUNT';
  institutionName: string | null;
  accountName: string;
  accountType: 'CHECKING' | 'SAVINGS';
  lastFour: string;
}

/** "Everyday Checking ending in 0000 at Maple Street Bank", or "checking account ending in 6789". */
export function fundsAccountLabel(account: FundsAccountView): string {
  const text = copy.fundsAccount;
  if (account.destination === 'LINKED_ACCOUNT' && account.institutionName)
    return fill(text.linked, {
      accountName: account.accountName,
      lastFour: account.lastFour,
      institutionName: account.institutionName,
    });
  return fill(text.entered, {
    accountType: text.accountTypes[account.accountType],
    lastFour: account.lastFour,
  });
}
