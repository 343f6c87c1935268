/**
 * The contact steps (spec §2 /address-and-phone, /address, /phone): ADDRESS_AND_PHONE checks the
 * address and phone written with PUT personal-info; ADDRESS takes the address as its body; PHONE
 * checks the phone on file. What is stored must still pass the step file that collects it.
 */
import addressStepFile from '../../schemas/steps/address/schema.json';
import addressAndPhoneStepFile from '../../schemas/steps/address-and-phone/schema.json';
import phoneStepFile from '../../schemas/steps/phone/schema.json';
import { withDefinitions } from '../../core/rules/withDefinitions';
import type { AppContext } from '../appContext';
import type { ValidateFunction } from 'ajv';
import type { FieldError } from '../http/apiError';
import { bodyAjv } from '../http/validation';
import type { ApplicationRecord } from '../store/applications';
import { findPersonalInfo, saveContactDetails, type PersonalInfo } from '../store/personalInfo';
import type { StepBodies } from './stepBodies';
import type { NamedFieldErrors, StepHandler, UnmetRequirements } from './stepHandler';
import {
  assertRequirementsMet,
  stepBodyValidator,
  storedDataProblems,
  unmetRequirements,
} from './stepRequirements';

const compileStepFile = (schema: object) =>
  bodyAjv.compile(withDefinitions(schema as Record<string, unknown>));
const addressFormValidator = compileStepFile(addressStepFile);
const addressAndPhoneFormValidator = compileStepFile(addressAndPhoneStepFile);
const phoneFormValidator = compileStepFile(phoneStepFile);

/** Every contact step's data sits in review's personalInfo. */
const reviewPath = { from: '', to: '/personalInfo' };

const noPersonalInfo = () =>
  unmetRequirements('STEP_MISSING_PERSONAL_INFO', 'Add your personal information first', [
    { path: '', message: 'Add your personal information' },
  ]);

async function storedInfo(ctx: AppContext, application: ApplicationRecord): Promise<PersonalInfo> {
  const info = await findPersonalInfo(ctx.db, application.uuid);
  if (!info) assertRequirementsMet(noPersonalInfo());
  return info!;
}

const contactFormData = (info: PersonalInfo) => ({
  ...(info.address ? { address: info.address } : {}),
  ...(info.phone ? { phone: info.phone } : {}),
  textMessageConsent: info.textMessageConsent,
});

const missingAddress: FieldError = {
  path: '/address',
  code: 'STEP_MISSING_ADDRESS',
  message: 'Add your home address',
};
const missingPhone: FieldError = {
  path: '/phone',
  code: 'STEP_MISSING_PHONE',
  message: 'Add your mobile phone number',
};

/** The first problem at or under `pointer`, as its field's code and message. */
function firstAt(unmet: UnmetRequirements, pointer: string) {
  const error = unmet.fieldErrors.find(({ path }) => path === pointer || path.startsWith(`${pointer}/`));
  return error ? { code: error.code ?? unmet.userErrorCode, message: error.message } : undefined;
}

/**
 * Spec §8: address and phone errors name their field, `address` and `phoneNumber` (the step's
 * `/address` and `/phone`), each with a code and message, beside the page-level code and message.
 */
function namingContactFields(unmet: UnmetRequirements | null): UnmetRequirements | null {
  if (!unmet) return null;
  const address = firstAt(unmet, '/address');
  const phoneNumber = firstAt(unmet, '/phone');
  const named: NamedFieldErrors = {
    ...(address ? { address } : {}),
    ...(phoneNumber ? { phoneNumber } : {}),
  };
  return Object.keys(named).length > 0 ? { ...unmet, namedFieldErrors: named } : unmet;
}

/**
 * The contact details this step asks for must be on file and still pass its step file: one missing
 * piece names its own code, both missing STEP_MISSING_PERSONAL_INFO (spec §8), and each problem is
 * named by its field too (namingContactFields).
 */
function contactRequirements(
  needs: { address: boolean; phone: boolean },
  validator: ValidateFunction,
  formData: (info: PersonalInfo) => unknown,
) {
  return async (ctx: AppContext, application: ApplicationRecord): Promise<UnmetRequirements | null> => {
    const info = await findPersonalInfo(ctx.db, application.uuid);
    if (!info) return noPersonalInfo();
    const missing: FieldError[] = [];
    if (needs.address && !info.address) missing.push(missingAddress);
    if (needs.phone && !info.phone) missing.push(missingPhone);
    if (missing.length > 0)
      return namingContactFields({
        userErrorCode: missing.length === 2 ? 'STEP_MISSING_PERSONAL_INFO' : missing[0]!.code!,
        message:
          missing.length === 2
            ? 'Add your address and phone number before you continue'
            : `${missing[0]!.message} before you continue`,
        fieldErrors: missing,
      });
    return namingContactFields(storedDataProblems(validator, formData(info)));
  };
}

export const addressAndPhoneStep: StepHandler = {
  bodyValidator: stepBodyValidator('address-and-phone'),
  read: async (ctx, application) => {
    const info = await storedInfo(ctx, application);
    return { address: info.address, phone: info.phone, textMessageConsent: info.textMessageConsent };
  },
  requirements: contactRequirements(
    { address: true, phone: true },
    addressAndPhoneFormValidator,
    contactFormData,
  ),
  reviewPath,
  submit: async (ctx, application) => ({
    stateCode: (await findPersonalInfo(ctx.db, application.uuid))?.address?.stateCode ?? null,
  }),
};

export const addressStep: StepHandler<StepBodies['address']> = {
  bodyValidator: stepBodyValidator<StepBodies['address']>('address'),
  formValidator: addressFormValidator,
  read: async (ctx, application) => ({ address: (await storedInfo(ctx, application)).address }),
  requirements: contactRequirements({ address: true, phone: false }, addressFormValidator, (info) => ({
    ...(info.address ? { address: info.address } : {}),
  })),
  reviewPath,
  submit: async (ctx, application, { address }) => {
    await storedInfo(ctx, application); // 422 when there is no personal info row to write into
    await saveContactDetails(ctx.db, application.uuid, { address }, ctx.now());
    return { stateCode: address.stateCode };
  },
};

export const phoneStep: StepHandler = {
  bodyValidator: stepBodyValidator('phone'),
  read: async (ctx, application) => ({ phone: (await storedInfo(ctx, application)).phone }),
  requirements: contactRequirements({ address: false, phone: true }, phoneFormValidator, (info) => ({
    ...(info.phone ? { phone: info.phone } : {}),
  })),
  reviewPath,
  submit: async () => ({}),
};
