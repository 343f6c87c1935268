/** Pre-flow: the steps before an application exists (spec §4, §7 Pre-flow; docs/architecture.md). */
import { openLoanOf } from '../domain/outcomes/openLoan';
import product from '../../schemas/product.json';
import { isLoanAmount } from '../../core/rules/formats';
import { userUuidOf } from '../auth/bearerAuth';
import { unauthorized } from '../http/apiError';
import { preFlowStep } from '../domain/flow/flowEngine';
import { listApplications } from '../store/applications';
import {
  effectiveLegalName,
  findConfirmedLegalName,
  findUser,
  isIneligiblePersona,
  saveConfirmedLegalName,
  type User,
} from '../store/users';
import type { AppContext } from '../appContext';
import type { FastifyRequest } from 'fastify';
import type { HandlerMap } from '../http/operationHandler';
import { reasonsForBorrowing } from '../http/presenters';

async function signedInUser(request: FastifyRequest, ctx: AppContext): Promise<User> {
  const user = await findUser(ctx.db, userUuidOf(request));
  if (!user) throw unauthorized();
  return user;
}

interface EntryFacts {
  inProgressUuid: string | null;
  isIneligible: boolean;
  isReturningUser: boolean;
  hasConfirmedLegalName: boolean;
}

async function entryFacts(ctx: AppContext, user: User): Promise<EntryFacts> {
  const applications = await listApplications(ctx.db, user.uuid);
  return {
    inProgressUuid:
      applications.find((application) => application.decisionStatus === 'IN_PROGRESS')?.uuid ?? null,
    // A funded loan still open counts as ineligible for a new one (one loan at a time).
    isIneligible:
      isIneligiblePersona(await effectiveLegalName(ctx.db, user)) || openLoanOf(applications) !== null,
    isReturningUser: applications.length > 0,
    hasConfirmedLegalName: (await findConfirmedLegalName(ctx.db, user.uuid)) !== null,
  };
}

export const preFlowHandlers: HandlerMap = {
  getPreFlowCurrentStep: async ({ request, ctx }) => {
    const user = await signedInUser(request, ctx);
    const { loanAmount } = request.query;
    const facts = await entryFacts(ctx, user);
    const currentPreFlowStep = preFlowStep({
      hasValidLoanAmount: typeof loanAmount === 'number' && isLoanAmount(loanAmount),
      hasApplicationInProgress: facts.inProgressUuid !== null,
      isIneligible: facts.isIneligible,
      hasConfirmedLegalName: facts.hasConfirmedLegalName,
    });
    return currentPreFlowStep === 'APPLICATION_IN_PROGRESS' && facts.inProgressUuid
      ? { currentPreFlowStep, applicationUuid: facts.inProgressUuid }
      : { currentPreFlowStep };
  },

  getGetReliefStep: () => ({ minLoanAmount: product.loanAmount.min, maxLoanAmount: product.loanAmount.max }),

  postGetStartedStep: async ({ request, ctx }) => {
    const user = await signedInUser(request, ctx);
    const body = request.body;
    const name = {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      suffixName: body.suffixName ?? null,
    };
    await saveConfirmedLegalName(ctx.db, user.uuid, name, ctx.now());
    // The same rules as the pre-flow's current step: an ineligible name, or a loan still open.
    const openLoan = openLoanOf(await listApplications(ctx.db, user.uuid));
    return { currentPreFlowStep: isIneligiblePersona(name) || openLoan ? 'NOT_ELIGIBLE' : 'USE_OF_FUNDS' };
  },

  getUseOfFundsPreFlowStep: async ({ request, ctx }) => {
    const user = await signedInUser(request, ctx);
    return {
      isReturningUser: (await entryFacts(ctx, user)).isReturningUser,
      stepData: { useOfFundsOptions: reasonsForBorrowing() },
    };
  },

  /** isEligibleNew / isEligibleReturning: whether the user may start an application as a new or a returning applicant. */
  runFunnelEntryChecks: async ({ request, ctx }) => {
    const user = await signedInUser(request, ctx);
    const facts = await entryFacts(ctx, user);
    const canStart = facts.inProgressUuid === null && !facts.isIneligible;
    const eligibility = {
      isEligibleNew: canStart && !facts.isReturningUser,
      isEligibleReturning: canStart && facts.isReturningUser,
    };
    return [
      {
        checkName: 'IN_PROGRESS_APPLICATION',
        passed: facts.inProgressUuid === null,
        failureReason: facts.inProgressUuid === null ? null : 'APPLICATION_IN_PROGRESS',
        ...eligibility,
      },
      {
        checkName: 'ELIGIBILITY',
        passed: !facts.isIneligible,
        failureReason: facts.isIneligible ? 'NOT_ELIGIBLE' : null,
        ...eligibility,
      },
    ];
  },
};
