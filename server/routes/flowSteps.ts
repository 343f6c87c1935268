/**
 * What each built step reads and stores (spec §7 Flow table; operations.json getFlowStep $comment).
 * `submit` runs inside the transaction that also moves the flow, so a step's data and the next
 * step are stored together or not at all. It returns the facts the flow engine decides on.
 */
import type { ValidateFunction } from 'ajv';
import product from '../../schemas/product.json';
import addressStepFile from '../../schemas/steps/address/schema.json';
import addressAndPhoneStepFile from '../../schemas/steps/address-and-phone/schema.json';
import phoneStepFile from '../../schemas/steps/phone/schema.json';
import { withDefinitions } from '../../schemas/rules/withDefinitions';
import type { AppContext } from '../appContext';
import type { SubmitFacts } from '../flow/flowEngine';
import type { FieldError } from '../http/apiError';
import { bodyAjv, toFieldErrors } from '../http/validation';
import { updateLoanRequest, type ApplicationRecord } from '../store/applications';
import { findPersonalInfo, saveContactDetails, type Address, type PersonalInfo } from '../store/personalInfo';
import { reasonsForBorrowing } from './presenters';
import { agreeStep } from './agreeStep';
import { reviewStep } from './reviewStep';
import { educationStep } from './educationRoutes';
import { idVerificationStep } from './identityStep';
import { incomeStep } from './incomeStep';
import { savingsStep } from './savingsStep';
import { stepBodyValidator, stepRequirementsNotMet } from './stepRequirements';

export interface StepHandler {
  bodyValidator: ValidateFunction;
  /** The step file's schema when the body is exactly its form data, checked on top of the contract. */
  formValidator?: ValidateFunction;
  read: (ctx: AppContext, application: ApplicationRecord) => Record<string, unknown>;
  submit: (ctx: AppContext, application: ApplicationRecord, body: Record<string, unknown>) => SubmitFacts;
}

const compileStepFile = (schema: object) =>
  bodyAjv.compile(withDefinitions(schema as Record<string, unknown>));
const addressFormValidator = compileStepFile(addressStepFile);
const addressAndPhoneFormValidator = compileStepFile(addressAndPhoneStepFile);
const phoneFormValidator = compileStepFile(phoneStepFile);

function storedInfo(ctx: AppContext, application: ApplicationRecord): PersonalInfo {
  const info = findPersonalInfo(ctx.db, application.uuid);
  if (!info) {
    throw stepRequirementsNotMet('STEP_MISSING_PERSONAL_INFO', 'Add your personal information first', [
      { path: '', code: 'STEP_MISSING_PERSONAL_INFO', message: 'Required' },
    ]);
  }
  return info;
}

/** Stored data must still satisfy the step file that collects it (e.g. a rule tightened since it was saved). */
function assertStoredDataValid(validate: ValidateFunction, data: Record<string, unknown>): void {
  if (validate(data)) return;
  const fieldErrors = toFieldErrors(validate.errors ?? []).map((error) => ({
    ...error,
    code: 'STEP_INCOMPLETE_DATA',
  }));
  throw stepRequirementsNotMet(
    'STEP_INCOMPLETE_DATA',
    'Some of your information needs attention',
    fieldErrors,
  );
}

const contactFormData = (info: PersonalInfo) => ({
  ...(info.address ? { address: info.address } : {}),
  ...(info.phone ? { phone: info.phone } : {}),
  textMessageConsent: info.textMessageConsent,
});

export const stepHandlers: Record<string, StepHandler> = {
  'id-verification': idVerificationStep,
  income: incomeStep,
  savings: savingsStep,
  education: educationStep,
  agree: agreeStep,
  review: reviewStep,

  'loan-amount': {
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
  },

  'use-of-funds': {
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
  },

  'address-and-phone': {
    bodyValidator: stepBodyValidator('address-and-phone'),
    read: (ctx, application) => {
      const info = storedInfo(ctx, application);
      return { address: info.address, phone: info.phone, textMessageConsent: info.textMessageConsent };
    },
    submit: (ctx, application) => {
      const info = storedInfo(ctx, application);
      const missing: FieldError[] = [];
      if (!info.address)
        missing.push({ path: '/address', code: 'STEP_MISSING_ADDRESS', message: 'Add your home address' });
      if (!info.phone)
        missing.push({ path: '/phone', code: 'STEP_MISSING_PHONE', message: 'Add your mobile phone number' });
      if (missing.length > 0) {
        const code = missing.length === 2 ? 'STEP_MISSING_PERSONAL_INFO' : missing[0]!.code!;
        throw stepRequirementsNotMet(code, 'Add your address and phone number before you continue', missing);
      }
      assertStoredDataValid(addressAndPhoneFormValidator, contactFormData(info));
      return { stateCode: info.address?.stateCode ?? null };
    },
  },

  address: {
    bodyValidator: stepBodyValidator('address'),
    formValidator: addressFormValidator,
    read: (ctx, application) => ({ address: storedInfo(ctx, application).address }),
    submit: (ctx, application, body) => {
      storedInfo(ctx, application); // 422 when there is no personal info row to write into
      const address = body.address as Address;
      saveContactDetails(ctx.db, application.uuid, { address }, ctx.now());
      return { stateCode: address.stateCode };
    },
  },

  phone: {
    bodyValidator: stepBodyValidator('phone'),
    read: (ctx, application) => ({ phone: storedInfo(ctx, application).phone }),
    submit: (ctx, application) => {
      const info = storedInfo(ctx, application);
      if (!info.phone) {
        throw stepRequirementsNotMet(
          'STEP_MISSING_PHONE',
          'Add your mobile phone number before you continue',
          [{ path: '/phone', code: 'STEP_MISSING_PHONE', message: 'Add your mobile phone number' }],
        );
      }
      assertStoredDataValid(phoneFormValidator, { phone: info.phone });
      return {};
    },
  },
};
