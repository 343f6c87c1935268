/**
 * The server's step registry: the handler of each built step, by the step path flow.json gives it
 * (spec §7 Flow table). A step without a handler here answers 404 StepNotBuilt.
 */
import { agreeStep } from './agreeStep';
import { addressAndPhoneStep, addressStep, phoneStep } from './contactSteps';
import { educationStep } from './educationRoutes';
import { idVerificationStep } from './identityStep';
import { incomeStep } from './incomeStep';
import { loanAmountStep, useOfFundsStep } from './loanRequestSteps';
import { reviewStep } from './reviewStep';
import { savingsStep } from './savingsStep';
import type { StepHandler } from './stepHandler';

export const stepHandlers: Record<string, StepHandler> = {
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
};
