/**
 * LOAN_AMOUNT and USE_OF_FUNDS inside an application (edit steps, spec §7 Flow: loan-amount,
 * use-of-funds), and the rule the loan request must keep (product.json amounts and terms).
 */
import product from '../../schemas/product.json';
import { updateLoanRequest, type ApplicationRecord } from '../store/applications';
import { reasonsForBorrowing } from './presenters';
import type { StepHandler } from './stepHandler';
import { stepBodyValidator } from './stepRequirements';

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

export const loanAmountStep: StepHandler = {
  bodyValidator: stepBodyValidator('loan-amount'),
  read: (_ctx, application) => ({
    desiredLoanAmount: application.desiredLoanAmount,
    desiredLoanTermInMonths: application.desiredLoanTermInMonths,
    minLoanAmount: product.loanAmount.min,
    maxLoanAmount: product.loanAmount.max,
  }),
  submit: (ctx, application, body) => {
    const term = body.desiredLoanTermInMonths as number | undefined;
    updateLoanRequest(ctx.db, application.uuid, {
      desiredLoanAmount: body.desiredLoanAmount as number,
      ...(term !== undefined ? { desiredLoanTermInMonths: term } : {}),
    });
    return {};
  },
};

export const useOfFundsStep: StepHandler = {
  bodyValidator: stepBodyValidator('use-of-funds'),
  read: (_ctx, application) => ({
    options: reasonsForBorrowing(),
    appUseOfFunds: application.intendedUseOfFunds,
    appUseOfFundsOther: application.useOfFundsOther,
  }),
  submit: (ctx, application, body) => {
    const useOfFunds = body.appUseOfFunds as string;
    updateLoanRequest(ctx.db, application.uuid, {
      intendedUseOfFunds: useOfFunds,
      useOfFundsOther:
        useOfFunds === 'OTHER' ? ((body.appUseOfFundsOther as string | undefined) ?? null) : null,
    });
    return {};
  },
};
