/** Applications: create, read, update the loan request, list in-progress ones (spec §7 Application). */
import crypto from 'node:crypto';
import product from '../../schemas/product.json';
import { inContextTransaction, type AppContext } from '../appContext';
import { userUuidOf } from '../auth/bearerAuth';
import { firstApplicationStep, type OwnedData } from '../domain/flow/flowEngine';
import { openLoanOf } from '../domain/outcomes/openLoan';
import {
  ApiError,
  applicationNotFound,
  flowStepInvalid,
  unauthorized,
  validationError,
} from '../http/apiError';
import { settleOnRead } from '../domain/outcomes/funding';
import { carryOverPersonalLoanData, newPersonalLoanUuid, turndownPersona } from '../domain/outcomes/turndown';
import {
  findApplication,
  insertApplication,
  listApplications,
  lockApplicationsOfUser,
  resolveApplication,
  updateLoanRequest,
  type ApplicationRecord,
} from '../store/applications';
import { recordEvent } from '../store/events';
import { insertPersonalInfo } from '../store/personalInfo';
import { effectiveLegalName, findUser, isIneligiblePersona } from '../store/users';
import type { HandlerMap } from '../http/operationHandler';
import { assertWritable, loadOwnedApplication, writeToApplication } from '../http/ownedApplication';
import { applicationResult } from '../http/presenters';

/** "Something else" is the only reason that carries a description. */
const otherDescription = (useOfFunds: string, description: string | undefined) =>
  useOfFunds === 'OTHER' ? (description ?? null) : null;

/**
 * Where "Withdraw my request" (self-no-products) makes sense: the applicant could go on but chooses
 * not to — identity not verified, a required bank link refused, alternate offers or offers not
 * wanted. A declined or disqualified application is already resolved; earlier steps are simply left.
 */
const withdrawableSteps: readonly string[] = [
  'UNABLE_TO_VERIFY',
  'PLAID_REQUIRED_OPTED_OUT',
  'TURNDOWN_ENTRY',
  'OFFER_SELECTION',
  'OFFER_REVIEW',
];

/** The caller's applications that are still in progress, after settling what time changed (a funding). */
async function inProgressApplications(ctx: AppContext, userUuid: string): Promise<ApplicationRecord[]> {
  const settled: ApplicationRecord[] = [];
  for (const application of await listApplications(ctx.db, userUuid, 'IN_PROGRESS'))
    settled.push(await settleOnRead(ctx, application));
  return settled.filter((application) => application.decisionStatus === 'IN_PROGRESS');
}

export const applicationHandlers: HandlerMap = {
  createApplication: async ({ request, ctx }) => {
    const user = await findUser(ctx.db, userUuidOf(request));
    if (!user) throw unauthorized();
    const legalName = await effectiveLegalName(ctx.db, user);
    if (isIneligiblePersona(legalName)) {
      throw new ApiError({
        statusCode: 422,
        exceptionType: 'NewApplicationIneligible',
        message: 'You are not eligible for a new application',
        userErrorCode: 'NEW_APPLICATION_INELIGIBLE',
      });
    }
    const body = request.body;
    const uuid = crypto.randomUUID();
    // The sandbox personal-loan turndown (server/domain/outcomes/turndown.ts): a documented legal last name.
    const turndown = turndownPersona(legalName);
    await inContextTransaction(ctx, async (tx) => {
      // One application in progress per user: a second creation, on any instance, waits here and then sees this one.
      await lockApplicationsOfUser(tx.db, user.uuid);
      const previous = await listApplications(tx.db, user.uuid);
      const openLoan = openLoanOf(previous);
      if (openLoan) {
        throw new ApiError({
          statusCode: 422,
          exceptionType: 'NewApplicationIneligible',
          message: 'You are not eligible for a new application',
          userErrorCode: 'NEW_APPLICATION_INELIGIBLE',
          details: { reason: 'OPEN_LOAN', applicationUuid: openLoan.uuid },
        });
      }
      const inProgress = previous.find((application) => application.decisionStatus === 'IN_PROGRESS');
      if (inProgress) {
        throw new ApiError({
          statusCode: 409,
          exceptionType: 'ApplicationInProgress',
          message: 'You already have an application in progress',
          details: { applicationUuid: inProgress.uuid },
        });
      }
      await insertApplication(
        tx.db,
        {
          uuid,
          userUuid: user.uuid,
          productTypeName: product.productTypeName,
          flowEntryPoint: turndown
            ? 'PERSONAL_LOAN_TURNDOWN'
            : previous.length > 0
              ? 'RETURNING_USER'
              : 'NEW_USER',
          desiredLoanAmount: body.requestedLoanAmount.amount,
          desiredLoanTermInMonths: body.desiredLoanTermInMonths ?? null,
          intendedUseOfFunds: body.intendedUseOfFunds,
          useOfFundsOther: otherDescription(body.intendedUseOfFunds, body.useOfFundsOther),
          firstStep: turndown ? 'TURNDOWN_ENTRY' : firstApplicationStep,
          plApplicationUuid: turndown ? newPersonalLoanUuid() : null,
        },
        tx.now(),
      );
      await insertPersonalInfo(tx.db, uuid, legalName, tx.now());
      if (turndown) await carryOverPersonalLoanData(tx.db, tx.cipher, uuid, turndown, tx.now());
    });
    const created = await findApplication(ctx.db, uuid);
    if (!created) throw applicationNotFound();
    return applicationResult(created);
  },

  // A FUNDED or INQUIRY_EXPIRED answer is how the app learns the application is no longer in progress (spec §4).
  getApplication: async ({ request, ctx }) => {
    return applicationResult(await settleOnRead(ctx, await loadOwnedApplication(request, ctx)));
  },

  /** Spec §7 self-no-products: "Withdraw my request" (operations.json applicationSelfNoProducts). */
  applicationSelfNoProducts: async ({ request, ctx }) => {
    await settleOnRead(ctx, await loadOwnedApplication(request, ctx));
    return writeToApplication(request, ctx, [], 'Your request', async (tx, application) => {
      if (!withdrawableSteps.includes(application.flow.currentFlowStep))
        throw flowStepInvalid(
          'You can withdraw your request only when it can’t go further as it is or you are choosing among offers',
          application.flow.currentFlowStep,
        );
      await resolveApplication(tx.db, application.uuid, 'WITHDRAWN', tx.now());
      return applicationResult(await loadOwnedApplication(request, tx));
    });
  },

  updateApplication: ({ request, ctx }) =>
    // Which owned data the body changes is known only against the locked application: the guard runs below.
    writeToApplication(request, ctx, [], 'Your loan request', async (tx, application) => {
      const body = request.body;
      if (body.requestedLoanAmount && body.requestedLoanAmount.amount !== body.desiredLoanAmount)
        throw validationError([
          { path: '/requestedLoanAmount/amount', message: 'Must be the same amount as desiredLoanAmount' },
        ]);
      const useOfFunds = body.intendedUseOfFunds ?? application.intendedUseOfFunds;
      // The body is the whole loan request, in the fields GET answers: a term left out (or null) is
      // none, as the page's own "No preference" says. A reason left out is the one on file, with its
      // description; a reason sent without a description has none.
      const description =
        body.useOfFundsOther !== undefined
          ? body.useOfFundsOther
          : body.intendedUseOfFunds === undefined
            ? application.useOfFundsOther
            : null;
      const change = {
        desiredLoanAmount: body.desiredLoanAmount,
        desiredLoanTermInMonths: body.desiredLoanTermInMonths ?? null,
        intendedUseOfFunds: useOfFunds,
        useOfFundsOther: otherDescription(useOfFunds, description ?? undefined),
      };
      // The loan request belongs to the loan-amount and use-of-funds steps (flow.json `owns`).
      const changed: OwnedData[] = [];
      if (
        change.desiredLoanAmount !== application.desiredLoanAmount ||
        change.desiredLoanTermInMonths !== application.desiredLoanTermInMonths
      )
        changed.push('loanAmount');
      if (
        change.intendedUseOfFunds !== application.intendedUseOfFunds ||
        change.useOfFundsOther !== application.useOfFundsOther
      )
        changed.push('useOfFunds');
      assertWritable(application, changed, 'Your loan request');
      await updateLoanRequest(tx.db, application.uuid, {
        desiredLoanAmount: change.desiredLoanAmount,
        desiredLoanTermInMonths: change.desiredLoanTermInMonths,
        intendedUseOfFunds: change.intendedUseOfFunds,
        useOfFundsOther: change.useOfFundsOther,
      });
      return applicationResult(await loadOwnedApplication(request, tx));
    }),

  getInProgressApplications: async ({ request, ctx }) =>
    (await inProgressApplications(ctx, userUuidOf(request))).map(applicationResult),

  getInProgressSdls: async ({ request, ctx }) =>
    (await inProgressApplications(ctx, userUuidOf(request)))
      .filter((application) => application.productTypeName === product.productTypeName)
      .map(applicationResult),

  /** The app sends application_uuid as a query parameter on every call (spec §7); someone else's is not recorded. */
  postApplicationStarted: async ({ request, ctx }) => {
    const userUuid = userUuidOf(request);
    const { application_uuid: applicationUuid } = request.query;
    const application = applicationUuid ? await findApplication(ctx.db, applicationUuid) : null;
    const ownUuid = application && application.userUuid === userUuid ? application.uuid : null;
    await recordEvent(ctx.db, 'application-started', userUuid, ownUuid, ctx.now());
    return { recorded: true };
  },
};
