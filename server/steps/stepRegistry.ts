/**
 * The server's step registry: the handler of each built step, by the step path flow.json gives it
 * (spec §7 Flow table); declarative steps come from flow.json itself (formDataSteps.ts). flow.json
 * decides which steps exist; start-up fails when a built step has no handler here or a handler
 * names no step (assertStepRegistryMatchesFlow), as it does for the contract.
 */
import flow from '../../schemas/flow.json';
import { agreeStep } from './agreeStep';
import { addBankAssetsStep, plaidStep } from './bankLinkSteps';
import { addressAndPhoneStep, addressStep, phoneStep } from './contactSteps';
import { educationStep } from './educationStep';
import { formDataStepHandlers } from './formDataSteps';
import { idVerificationStep } from './idVerificationStep';
import { incomeStep } from './incomeStep';
import { loanAmountStep, useOfFundsStep } from './loanRequestSteps';
import { offerReviewStep, offerSelectionStep } from './offerSteps';
import {
  disqualifiedWithPlocOfferStep,
  plaidRequiredOptedOutStep,
  pricingDisqualifiedStep,
  turndownDisqualifiedStep,
  turndownEntryStep,
} from './outcomeSteps';
import { plaidPricingStep, pricingStep } from './pricingSteps';
import { reviewStep } from './reviewStep';
import { savingsStep } from './savingsStep';
import type { StepHandler } from './stepHandler';

/** Each handler takes its own step's body; the route hands it one only after that step's schema accepted it. */
export const stepHandlers: Record<string, StepHandler<unknown>> = {
  'loan-amount': loanAmountStep,
  'use-of-funds': useOfFundsStep,
  'address-and-phone': addressAndPhoneStep,
  address: addressStep,
  phone: phoneStep,
  'id-verification': idVerificationStep,
  income: incomeStep,
  education: educationStep,
  savings: savingsStep,
  review: reviewStep,
  agree: agreeStep,
  pricing: pricingStep,
  'add-bank-assets': addBankAssetsStep,
  plaid: plaidStep,
  'plaid-pricing': plaidPricingStep,
  'offer-selection': offerSelectionStep,
  'offer-review': offerReviewStep,
  'pricing-disqualified': pricingDisqualifiedStep,
  'disqualified-with-ploc-offers': disqualifiedWithPlocOfferStep,
  'plaid-required-opted-out': plaidRequiredOptedOutStep,
  'turndown-entry': turndownEntryStep,
  'turndown-disqualified': turndownDisqualifiedStep,
  // Declarative steps (flow.json `storesFormData`) need no code of their own: one handler serves them all.
  ...formDataStepHandlers,
};

export function assertStepRegistryMatchesFlow(): void {
  const steps = Object.values(flow.application.steps as Record<string, { stepPath?: string }>);
  const named = new Set(steps.map((step) => step.stepPath).filter((path) => path !== undefined));
  const missing = [...named].filter((path) => !stepHandlers[path]);
  const unknown = Object.keys(stepHandlers).filter((path) => !named.has(path));
  if (missing.length > 0 || unknown.length > 0)
    throw new Error(
      `Step handlers and flow.json disagree. Missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'}`,
    );
}
