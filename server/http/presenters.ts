/** Stored records as the contract's result shapes (schemas/api/operations.json definitions). */
import { withStreetCombined } from '../../core/rules/streetCombined';
import product from '../../schemas/product.json';
import useOfFundsUi from '../../schemas/steps/use-of-funds/ui.json';
import { canGoBack, stepPathOf } from '../domain/flow/flowEngine';
import type { ApplicationRecord } from '../store/applications';
import type { PersonalInfo } from '../store/personalInfo';

export function applicationResult(application: ApplicationRecord) {
  return {
    applicationUuid: application.uuid,
    createdAt: application.createdAt,
    decisionStatus: application.decisionStatus,
    productTypeName: application.productTypeName,
    resolvedAt: application.resolvedAt,
    currentFlowStep: application.flow.currentFlowStep,
    currentStep: stepPathOf(application.flow.currentFlowStep),
    desiredLoanAmount: application.desiredLoanAmount,
    desiredLoanTermInMonths: application.desiredLoanTermInMonths,
    intendedUseOfFunds: application.intendedUseOfFunds,
    requestedLoanAmount: { amount: application.desiredLoanAmount, currency: 'USD' },
    useOfFundsOther: application.useOfFundsOther,
  };
}

export function flowStepResult(application: Pick<ApplicationRecord, 'flow'>) {
  return { currentFlowStep: application.flow.currentFlowStep, canGoBack: canGoBack(application.flow) };
}

/** Never a full SSN or date of birth: ssnLastFour and hasDob only. */
export function personalInfoResult(info: PersonalInfo) {
  return {
    firstName: info.firstName,
    lastName: info.lastName,
    suffixName: info.suffixName,
    address: info.address === null ? null : withStreetCombined(info.address),
    phone: info.phone,
    textMessageConsent: info.textMessageConsent,
    hasDob: info.hasDob,
    ssnLastFour: info.ssnLastFour,
  };
}

/** The wording of each reason is the use-of-funds step's (spec §3 Use of funds), written once there. */
const useOfFundsPhrases: Record<string, string> = useOfFundsUi.useOfFunds['ui:enumNames'];

/** The reasons product.json allows, in its order, with the wording the spec gives (§3 Use of funds). */
export function reasonsForBorrowing() {
  return product.configuration.allowedUseOfFunds.map((value) => ({
    phrase: useOfFundsPhrases[value] ?? value,
    value,
  }));
}
