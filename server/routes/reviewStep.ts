/**
 * REVIEW (spec §7 Flow table: GET returns currentFlowStep, educations, jobs, personalInfo,
 * wealthAccount; POST takes no body). The read gathers every record the applicant gave, with the
 * loan request, for the review page; the submit makes sure nothing is missing before AGREE, naming
 * what is (userErrorCode) so the app can reopen the step that supplies it.
 */
import type { AppContext } from '../appContext';
import { isEducationValid } from '../../schemas/rules/educationValidity';
import { highestEducation } from '../../schemas/rules/highestEducation';
import type { SubmitFacts } from '../flow/flowEngine';
import type { FieldError } from '../http/apiError';
import type { ApplicationRecord } from '../store/applications';
import { listEducations } from '../store/educations';
import { annualIncomeOf } from '../flow/annualIncome';
import { listJobsIncomeSources } from '../store/jobsIncomeSources';
import { findPersonalInfo } from '../store/personalInfo';
import { findWealthAccount } from '../store/wealthAccounts';
import { storedContactValid } from './contactSteps';
import { incompleteFormDataSteps, readFormDataSteps } from './formDataStep';
import { storedIdentifiersValid } from './identityStep';
import { isValidLoanRequest } from './loanRequestSteps';
import { personalInfoResult } from './presenters';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, stepRequirementsNotMet } from './stepRequirements';

export function readReview(ctx: AppContext, application: ApplicationRecord) {
  const info = findPersonalInfo(ctx.db, application.uuid);
  return {
    currentFlowStep: application.flow.currentFlowStep,
    personalInfo: info ? personalInfoResult(info) : null,
    educations: listEducations(ctx.db, application.uuid),
    jobs: listJobsIncomeSources(ctx.db, application.uuid),
    wealthAccount: findWealthAccount(ctx.db, application.uuid),
    loanRequest: {
      desiredLoanAmount: application.desiredLoanAmount,
      desiredLoanTermInMonths: application.desiredLoanTermInMonths,
      intendedUseOfFunds: application.intendedUseOfFunds,
      useOfFundsOther: application.useOfFundsOther,
    },
    formSteps: readFormDataSteps(ctx, application),
  };
}

/** What is missing, in the order the applicant gave it: [userErrorCode, field, message]. */
export function missingForReview(review: ReturnType<typeof readReview>): FieldError[] {
  const missing: FieldError[] = [];
  const add = (code: string, path: string, message: string) => missing.push({ code, path, message });
  const info = review.personalInfo;
  if (!info) add('STEP_MISSING_PERSONAL_INFO', '/personalInfo', 'Add your personal information');
  else {
    if (!info.address) add('STEP_MISSING_ADDRESS', '/personalInfo/address', 'Add your home address');
    if (!info.phone) add('STEP_MISSING_PHONE', '/personalInfo/phone', 'Add your mobile phone number');
    if (!info.hasDob) add('STEP_MISSING_DOB', '/personalInfo/dob', 'Add your date of birth');
    if (!info.ssnLastFour) add('STEP_MISSING_SSN', '/personalInfo/ssn', 'Add your Social Security number');
  }
  if (review.jobs.length === 0) add('STEP_INCOMPLETE_DATA', '/jobs', 'Tell us about your income');
  const education = highestEducation(review.educations);
  if (!education) add('STEP_MISSING_EDUCATION', '/educations', 'Tell us about your education');
  else if (!isEducationValid(education))
    add('INCOMPLETE_EDUCATION', '/educations/0', 'There is information missing about your education');
  if (!review.wealthAccount) add('STEP_MISSING_WEALTH_ACCOUNT', '/wealthAccount', 'Add your savings');
  return missing;
}

/** The loan request and stored details must still pass the rules of the steps that took them. */
function invalidStoredData(ctx: AppContext, application: ApplicationRecord): FieldError[] {
  const invalid: FieldError[] = [];
  const add = (path: string, message: string) =>
    invalid.push({ code: 'STEP_INCOMPLETE_DATA', path, message });
  if (!isValidLoanRequest(application))
    add('/loanRequest/desiredLoanAmount', 'Choose a loan amount and term we offer');
  const info = findPersonalInfo(ctx.db, application.uuid);
  if (info?.address && !storedContactValid(info))
    add('/personalInfo/address', 'Check your address and phone number');
  if (info?.hasDob && info.ssnLastFour && !storedIdentifiersValid(ctx, application))
    add('/personalInfo/dob', 'Check your date of birth and SSN');
  return invalid;
}

/**
 * REVIEW and AGREE (flow.json `recheckEarlierSteps`): every earlier step's requirements, against the
 * data as it is now, so no sequence of edits, go-backs and record writes can skip one (422 naming
 * the first thing missing). Returns the facts the flow's exits decide on (state and income).
 */
export function recheckEarlierSteps(ctx: AppContext, application: ApplicationRecord): SubmitFacts {
  const review = readReview(ctx, application);
  const missing = [
    ...missingForReview(review),
    ...incompleteFormDataSteps(ctx, application, application.flow.currentFlowStep),
    ...invalidStoredData(ctx, application),
  ];
  const first = missing[0];
  if (first) throw stepRequirementsNotMet(first.code ?? 'STEP_INCOMPLETE_DATA', first.message, missing);
  return {
    stateCode: review.personalInfo?.address?.stateCode ?? null,
    annualIncome: annualIncomeOf(review.jobs),
  };
}

/** The recheck of every earlier step (above) is the whole of review's own submission. */
export const reviewStep: StepHandler = {
  bodyValidator: stepBodyValidator('review'),
  read: readReview,
  submit: () => ({}),
};
