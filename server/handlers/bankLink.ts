/**
 * The bank link (docs/bank-link.md): a link token for the linking dialog, the sandbox
 * bank sign-in the dialog talks to, the exchange of its one-time public token for an access token
 * that stays on the server, and the balances' status while they arrive (spec §7 Not monitored).
 * No answer ever carries the access token.
 */
import { jobTimeFor, type AppContext } from '../appContext';
import { userUuidOf } from '../auth/bearerAuth';
import { bankLinkInfo } from '../domain/bankLink/bankLinkAssets';
import { BankLinkError, type BankLinkErrorCode } from '../adapters/bankLink/bankLinkProvider';
import { ApiError, applicationNotFound, flowStepInvalid, validationError } from '../http/apiError';
import { insertBankLink } from '../store/bankLinks';
import { findApplication, type ApplicationRecord } from '../store/applications';
import type { HandlerMap } from '../http/operationHandler';
import { assertInProgress, loadOwnedApplication, writeToApplication } from '../http/ownedApplication';

const refusals: Readonly<Record<Exclude<BankLinkErrorCode, 'BANK_LINK_UNKNOWN_INSTITUTION'>, string>> = {
  BANK_LINK_INVALID_CREDENTIALS: 'The username or password is incorrect. Check them and try again.',
  BANK_LINK_TOKEN_EXPIRED: 'This bank link has expired. Close it and start again.',
};

/** The aggregator's refusal as the API answers it: 422 with its userErrorCode (400 for a bank not offered). */
function refused(error: BankLinkError): ApiError {
  if (error.code === 'BANK_LINK_UNKNOWN_INSTITUTION')
    return validationError([{ path: '/institutionId', message: 'Choose one of the banks listed' }]);
  return new ApiError({
    statusCode: 422,
    exceptionType: 'BankLinkRefused',
    message: refusals[error.code],
    userErrorCode: error.code,
  });
}

async function translated<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BankLinkError) throw refused(error);
    throw error;
  }
}

/** Linking happens on PLAID only, for an application in progress. */
function assertOnPlaid(application: ApplicationRecord): void {
  assertInProgress(application);
  if (application.flow.currentFlowStep !== 'PLAID')
    throw flowStepInvalid(
      'A bank can be linked only on the bank link step',
      application.flow.currentFlowStep,
    );
}

/** The caller's own application by id, 404 alike for unknown and someone else's (as getPricingStatus). */
async function ownApplication(
  ctx: AppContext,
  uuid: string,
  userUuid: string,
): Promise<ApplicationRecord | null> {
  const application = await findApplication(ctx.db, uuid);
  return application && application.userUuid === userUuid ? application : null;
}

export const bankLinkHandlers: HandlerMap = {
  getAssetsStatus: async ({ request, ctx }) => {
    const application = await ownApplication(ctx, request.query.application_uuid, userUuidOf(request));
    if (!application) throw applicationNotFound();
    return bankLinkInfo(ctx, application.uuid);
  },

  createBankLinkToken: async ({ request, ctx }) => {
    const application = await loadOwnedApplication(request, ctx);
    assertOnPlaid(application);
    const { linkToken, expiration } = await ctx.bankLink.createLinkToken(application.uuid, ctx.now());
    return { linkToken, expiration, institutions: [...ctx.bankLink.institutions] };
  },

  signInToBank: async ({ request, ctx }) => {
    const now = ctx.now();
    // The link token names the application; only its owner may sign in with it. Anyone else learns
    // only that it is not a live token.
    const applicationUuid = await ctx.bankLink.applicationOfLinkToken(request.body.linkToken, now);
    if (!applicationUuid || !(await ownApplication(ctx, applicationUuid, userUuidOf(request))))
      throw refused(new BankLinkError('BANK_LINK_TOKEN_EXPIRED'));
    const { publicToken, institutionName, accounts } = await translated(() =>
      ctx.bankLink.signIn(request.body, now),
    );
    return {
      publicToken,
      institutionName,
      accounts: accounts.map(({ name, mask }) => ({ name, mask })),
    };
  },

  exchangeBankLinkToken: async ({ request, ctx }) => {
    const application = await loadOwnedApplication(request, ctx);
    assertOnPlaid(application);
    const now = ctx.now();
    // The aggregator is asked outside the transaction: no database connection or lock waits on it.
    const item = await translated(() =>
      ctx.bankLink.exchangePublicToken(application.uuid, request.body.publicToken, now),
    );
    const readyAt = new Date(now.getTime() + ctx.assetsDelayMs);
    // Stored under the application's lock, still on PLAID: a submission moving on waits for it, or wins.
    await writeToApplication(request, ctx, [], 'A bank link', async (tx, locked) => {
      assertOnPlaid(locked);
      await insertBankLink(
        tx.db,
        tx.cipher,
        {
          itemId: item.itemId,
          applicationUuid: application.uuid,
          institutionName: item.institutionName,
          accountCount: item.accountCount,
          linkedAt: now.toISOString(),
          readyAt: readyAt.toISOString(),
        },
        item.accessToken,
      );
      await tx.jobs.enqueue(
        tx.db,
        'settle-bank-link',
        { applicationUuid: application.uuid },
        jobTimeFor(tx, readyAt),
      );
    });
    return bankLinkInfo(ctx, application.uuid);
  },
};
