/**
 * REVIEW (spec §7 Flow table: GET returns currentFlowStep, educations, jobs, personalInfo,
 * wealthAccount; POST takes no body). The read gathers every record the applicant gave, with the
 * loan request, for the review page; its submission is the recheck of every earlier step
 * (server/steps/recheckEarlierSteps.ts), which names what is missing at the paths of this read.
 */
import type { AppContext } from '../appContext';
import type { ApplicationRecord } from '../store/applications';
import { listEducations } from '../store/educations';
import { listJobsIncomeSources } from '../store/jobsIncomeSources';
import { findPersonalInfo } from '../store/personalInfo';
import { findWealthAccount } from '../store/wealthAccounts';
import { readFormDataSteps } from './formDataSteps';
import { personalInfoResult } from '../http/presenters';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator } from './stepRequirements';

export async function readReview(ctx: AppContext, application: ApplicationRecord) {
  const info = await findPersonalInfo(ctx.db, application.uuid);
  return {
    currentFlowStep: application.flow.currentFlowStep,
    personalInfo: info ? personalInfoResult(info) : null,
    educations: await listEducations(ctx.db, application.uuid),
    jobs: await listJobsIncomeSources(ctx.db, application.uuid),
    wealthAccount: await findWealthAccount(ctx.db, application.uuid),
    loanRequest: {
      desiredLoanAmount: application.desiredLoanAmount,
      desiredLoanTermInMonths: application.desiredLoanTermInMonths,
      intendedUseOfFunds: application.intendedUseOfFunds,
      useOfFundsOther: application.useOfFundsOther,
    },
    formSteps: await readFormDataSteps(ctx, application),
  };
}

/** The recheck of every earlier step (recheckEarlierSteps.ts, run for it by the flow) is the whole of review's own submission. */
export const reviewStep: StepHandler = {
  bodyValidator: stepBodyValidator('review'),
  read: readReview,
  submit: async () => ({}),
};
