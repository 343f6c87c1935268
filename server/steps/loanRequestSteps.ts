/**
 * LOAN_AMOUNT and USE_OF_FUNDS inside an application (edit steps, spec §7 Flow: loan-amount,
 * use-of-funds), and the rule the loan request must keep (product.json amounts and terms).
 */
import product from '../../schemas/product.json';
import { updateLoanRequest, type ApplicationRecord } from '../store/applications';
import { reasonsForBorrowing } from '../http/presenters';
import type { StepBodies } from './stepBodies';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator, unmetRequirements } from './stepRequirements';

const withinSteps = (value: number, range: { min: number; max: number; step: number }) =>
  value >= range.min && value <= range.max && (value - range.min) % range.step === 0;

/** Spec §5, §9: an amount from min to max in steps of a hundred; a term, when given, from 3 to 18 in steps of 3. */
export function isValidLoanRequest(
  application: Pick<ApplicationRecord, 'desiredLoanAmount' | 'desiredLoanTermInMonths'>,
): boolean {
  const term = application.desiredLoanTermInMonths;
  return (
    withinSteps(application.desiredLoanAmount, product.loanAmount) &&
    (term === null || withinSteps(term, product.loanTerm))
  );
}

type LoanAmountBody = StepBodies['loan-amount'];
type UseOfFundsBody = StepBodies['use-of-funds'];

const validLoanAmountBody = stepBodyValidator<LoanAmountBody>('loan-amount');
const validUseOfFundsBody = stepBodyValidator<UseOfFundsBody>('use-of-funds');

/** The loan request sits in review's answer under loanRequest. */
const reviewPath = { from: '', to: '/loanRequest' };

export const loanAmountStep: StepHandler<LoanAmountBody> = {
  bodyValidator: validLoanAmountBody,
  read: async (_ctx, application) => ({
    desiredLoanAmount: application.desiredLoanAmount,
    desiredLoanTermInMonths: application.desiredLoanTermInMonths,
    minLoanAmount: product.loanAmount.min,
    maxLoanAmount: product.loanAmount.max,
  }),
  requirements: async (_ctx, application) =>
    isValidLoanRequest(application)
      ? null
      : unmetRequirements('STEP_INCOMPLETE_DATA', 'Choose a loan amount and term we offer', [
          { path: '/desiredLoanAmount', message: 'Choose a loan amount and term we offer' },
        ]),
  reviewPath,
  submit: async (ctx, application, { desiredLoanAmount, desiredLoanTermInMonths }) => {
    // The step's answer is the whole amount-and-term choice: no term is "No preference".
    await updateLoanRequest(ctx.db, application.uuid, {
      desiredLoanAmount,
      desiredLoanTermInMonths: desiredLoanTermInMonths ?? null,
    });
    return {};
  },
};

export const useOfFundsStep: StepHandler<UseOfFundsBody> = {
  bodyValidator: validUseOfFundsBody,
  read: async (_ctx, application) => ({
    options: reasonsForBorrowing(),
    appUseOfFunds: application.intendedUseOfFunds,
    appUseOfFundsOther: application.useOfFundsOther,
  }),
  // The stored reason must still be one the step takes (the contract's list, its description's rules).
  requirements: async (_ctx, application) =>
    validUseOfFundsBody({
      appUseOfFunds: application.intendedUseOfFunds,
      ...(application.useOfFundsOther !== null ? { appUseOfFundsOther: application.useOfFundsOther } : {}),
    })
      ? null
      : unmetRequirements('STEP_INCOMPLETE_DATA', 'Choose what the loan is for', [
          { path: '/appUseOfFunds', message: 'Choose what the loan is for' },
        ]),
  reviewPath: { from: '/appUseOfFunds', to: '/loanRequest/intendedUseOfFunds' },
  submit: async (ctx, application, { appUseOfFunds, appUseOfFundsOther }) => {
    await updateLoanRequest(ctx.db, application.uuid, {
      intendedUseOfFunds: appUseOfFunds,
      useOfFundsOther: appUseOfFunds === 'OTHER' ? (appUseOfFundsOther ?? null) : null,
    });
    return {};
  },
};
