/**
 * Where an accepted loan's money goes (migration 028): one account per application, chosen on offer
 * review. A typed-in account number is sealed with the personal-data key (as the SSN is,
 * server/store/personalIdentifiers.ts) and leaves this module only as its last four digits.
 */
import type { FundsAccountView } from '../../core/rules/fundsAccountLabel';
import type { PersonalDataCipher } from '../auth/personalDataCipher';
import type { Db } from './database';

export type FundsAccountChoice =
  | {
      destination: 'LINKED_ACCOUNT';
      bankLinkItemId: string;
      institutionName: string;
      accountName: string;
      lastFour: string;
    }
  | {
      destination: 'ENTERED_ACCOUNT';
      routingNumber: string;
      accountNumber: string;
      accountType: 'CHECKING' | 'SAVINGS';
    };

const accountNumberContext = (applicationUuid: string) => `${applicationUuid}:funds-account-number`;

/** Keeps the application's choice, replacing an earlier one (a review submitted again before it was accepted). */
export async function saveFundsAccount(
  db: Db,
  cipher: PersonalDataCipher,
  applicationUuid: string,
  choice: FundsAccountChoice,
  now: Date,
): Promise<void> {
  const row =
    choice.destination === 'LINKED_ACCOUNT'
      ? {
          destination: choice.destination,
          bank_link_item_id: choice.bankLinkItemId,
          institution_name: choice.institutionName,
          account_name: choice.accountName,
          account_type: 'CHECKING',
          routing_number: null,
          account_number_encrypted: null,
          last_four: choice.lastFour,
        }
      : {
          destination: choice.destination,
          bank_link_item_id: null,
          institution_name: null,
          account_name: choice.accountType === 'CHECKING' ? 'Checking' : 'Savings',
          account_type: choice.accountType,
          routing_number: choice.routingNumber,
          account_number_encrypted: cipher.encrypt(
            choice.accountNumber,
            accountNumberContext(applicationUuid),
          ),
          last_four: choice.accountNumber.slice(-4),
        };
  const values = { ...row, chosen_at: now.toISOString() };
  await db
    .insertInto('funds_accounts')
    .values({ application_uuid: applicationUuid, ...values })
    .onConflict((conflict) => conflict.column('application_uuid').doUpdateSet(values))
    .execute();
}

/** The account as it may be shown (never the whole number); null before one was chosen. */
export async function findFundsAccount(db: Db, applicationUuid: string): Promise<FundsAccountView | null> {
  const row = await db
    .selectFrom('funds_accounts')
    .select(['destination', 'institution_name', 'account_name', 'account_type', 'last_four'])
    .where('application_uuid', '=', applicationUuid)
    .executeTakeFirst();
  return row
    ? {
        // The table's CHECK constraints hold both columns to these values.
        destination: row.destination as FundsAccountView['destination'],
        institutionName: row.institution_name,
        accountName: row.account_name,
        accountType: row.account_type as FundsAccountView['accountType'],
        lastFour: row.last_four,
      }
    : null;
}
