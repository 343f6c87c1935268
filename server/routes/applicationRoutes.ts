/** Applications: create, read, update the loan request, list in-progress ones (spec §7 Application). */
import crypto from 'node:crypto';
import product from '../../schemas/product.json';
import { userUuidOf } from '../auth/bearerAuth';
import { firstApplicationStep, type OwnedData } from '../flow/flowEngine';
import { ApiError, applicationNotFound, unauthorized } from '../http/apiError';
import {
  findApplication,
  insertApplication,
  listApplications,
  updateLoanRequest,
} from '../store/applications';
import { recordEvent } from '../store/events';
import { insertPersonalInfo } from '../store/personalInfo';
import { effectiveLegalName, findUser, isIneligiblePersona } from '../store/users';
import type { HandlerMap } from './operationHandler';
import { assertWritable, loadOwnedApplication } from './ownedApplication';
import { applicationResult } from './presenters';

/** "Something else" is the only reason that carries a description. */
const otherDescription = (useOfFunds: string, description: string | undefined) =>
  useOfFunds === 'OTHER' ? (description ?? null) : null;

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
          flowEntryPoint: previous.length > 0 ? 'RETURNING_USER' : 'NEW_USER',
          desiredLoanAmount: body.requestedLoanAmount.amount,
          desiredLoanTermInMonths: body.desiredLoanTermInMonths ?? null,
          intendedUseOfFunds: body.intendedUseOfFunds,
          useOfFundsOther: otherDescription(body.intendedUseOfFunds, body.useOfFundsOther),
          firstStep: firstApplicationStep,
        },
        ctx.now(),
      );
      insertPersonalInfo(ctx.db, uuid, legalName, ctx.now());
    })();
    const created = findApplication(ctx.db, uuid);
    if (!created) throw applicationNotFound();
    return applicationResult(created);
  },

  getApplication: ({ request, ctx }) => applicationResult(loadOwnedApplication(request, ctx)),

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
    listApplications(ctx.db, userUuidOf(request), 'IN_PROGRESS').map(applicationResult),

  getInProgressSdls: ({ request, ctx }) =>
    listApplications(ctx.db, userUuidOf(request), 'IN_PROGRESS')
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
