/** Applications: create, read, update the loan request, list in-progress ones (spec §7 Application). */
import crypto from 'node:crypto';
import product from '../../schemas/product.json';
import type { AppContext } from '../appContext';
import { userUuidOf } from '../auth/bearerAuth';
import { firstApplicationStep, type OwnedData } from '../domain/flow/flowEngine';
import { ApiError, applicationNotFound, flowStepInvalid, unauthorized } from '../http/apiError';
import { settleOnRead } from '../domain/outcomes/funding';
import { carryOverPersonalLoanData, newPersonalLoanUuid, turndownPersona } from '../domain/outcomes/turndown';
import {
  findApplication,
  insertApplication,
  listApplications,
  resolveApplication,
  updateLoanRequest,
  type ApplicationRecord,
} from '../store/applications';
import { recordEvent } from '../store/events';
import { insertPersonalInfo } from '../store/personalInfo';
import { effectiveLegalName, findUser, isIneligiblePersona } from '../store/users';
import type { HandlerMap } from '../http/operationHandler';
import { assertInProgress, assertWritable, loadOwnedApplication } from '../http/ownedApplication';
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
function inProgressApplications(ctx: AppContext, userUuid: string): ApplicationRecord[] {
  for (const application of listApplications(ctx.db, userUuid, 'IN_PROGRESS'))
    settleOnRead(ctx, application.uuid);
  return listApplications(ctx.db, userUuid, 'IN_PROGRESS');
}

export const applicationHandlers: HandlerMap = {
  createApplication: ({ request, ctx }) => {
    const user = findUser(ctx.db, userUuidOf(request));
    if (!user) throw unauthorized();
    const legalName = effectiveLegalName(ctx.db, user);
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
    ctx.db.transaction(() => {
      const previous = listApplications(ctx.db, user.uuid);
      const inProgress = previous.find((application) => application.decisionStatus === 'IN_PROGRESS');
      if (inProgress) {
        throw new ApiError({
          statusCode: 409,
          exceptionType: 'ApplicationInProgress',
          message: 'You already have an application in progress',
          details: { applicationUuid: inProgress.uuid },
        });
      }
      insertApplication(
        ctx.db,
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
        ctx.now(),
      );
      insertPersonalInfo(ctx.db, uuid, legalName, ctx.now());
      if (turndown) carryOverPersonalLoanData(ctx.db, uuid, turndown, ctx.now());
    })();
    const created = findApplication(ctx.db, uuid);
    if (!created) throw applicationNotFound();
    return applicationResult(created);
  },

  // A FUNDED or INQUIRY_EXPIRED answer is how the app learns the application is no longer in progress (spec §4).
  getApplication: ({ request, ctx }) => {
    settleOnRead(ctx, loadOwnedApplication(request, ctx).uuid);
    return applicationResult(loadOwnedApplication(request, ctx));
  },

  /** Spec §7 self-no-products: "Withdraw my request" (operations.json applicationSelfNoProducts). */
  applicationSelfNoProducts: ({ request, ctx }) => {
    settleOnRead(ctx, loadOwnedApplication(request, ctx).uuid);
    const application = loadOwnedApplication(request, ctx);
    assertInProgress(application);
    if (!withdrawableSteps.includes(application.flow.currentFlowStep))
      throw flowStepInvalid(
        'You can withdraw your request only when it can’t go further as it is or you are choosing among offers',
        application.flow.currentFlowStep,
      );
    resolveApplication(ctx.db, application.uuid, 'WITHDRAWN', ctx.now());
    return applicationResult(loadOwnedApplication(request, ctx));
  },

  updateApplication: ({ request, ctx }) => {
    const application = loadOwnedApplication(request, ctx);
    const body = request.body;
    const useOfFunds = body.intendedUseOfFunds ?? application.intendedUseOfFunds;
    const change = {
      desiredLoanAmount: body.desiredLoanAmount,
      desiredLoanTermInMonths: body.desiredLoanTermInMonths ?? application.desiredLoanTermInMonths,
      intendedUseOfFunds: useOfFunds,
      useOfFundsOther: otherDescription(
        useOfFunds,
        body.useOfFundsOther ?? application.useOfFundsOther ?? undefined,
      ),
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
    updateLoanRequest(ctx.db, application.uuid, {
      desiredLoanAmount: change.desiredLoanAmount,
      ...(change.desiredLoanTermInMonths !== null
        ? { desiredLoanTermInMonths: change.desiredLoanTermInMonths }
        : {}),
      intendedUseOfFunds: change.intendedUseOfFunds,
      useOfFundsOther: change.useOfFundsOther,
    });
    return applicationResult(loadOwnedApplication(request, ctx));
  },

  getInProgressApplications: ({ request, ctx }) =>
    inProgressApplications(ctx, userUuidOf(request)).map(applicationResult),

  getInProgressSdls: ({ request, ctx }) =>
    inProgressApplications(ctx, userUuidOf(request))
      .filter((application) => application.productTypeName === product.productTypeName)
      .map(applicationResult),

  /** The app sends application_uuid as a query parameter on every call (spec §7); someone else's is not recorded. */
  postApplicationStarted: ({ request, ctx }) => {
    const userUuid = userUuidOf(request);
    const { application_uuid: applicationUuid } = request.query;
    const application = applicationUuid ? findApplication(ctx.db, applicationUuid) : null;
    const ownUuid = application && application.userUuid === userUuid ? application.uuid : null;
    recordEvent(ctx.db, 'application-started', userUuid, ownUuid, ctx.now());
    return { recorded: true };
  },
};
