/**
 * The contact steps (spec §2 /address-and-phone, /address, /phone): ADDRESS_AND_PHONE checks the
 * address and phone written with PUT personal-info; ADDRESS takes the address as its body; PHONE
 * checks the phone on file. What is stored must still pass the step file that collects it.
 */
import addressStepFile from '../../schemas/steps/address/schema.json';
import addressAndPhoneStepFile from '../../schemas/steps/address-and-phone/schema.json';
import phoneStepFile from '../../schemas/steps/phone/schema.json';
import { withDefinitions } from '../../schemas/rules/withDefinitions';
import type { AppContext } from '../appContext';
import type { FieldError } from '../http/apiError';
import { bodyAjv } from '../http/validation';
import type { ApplicationRecord } from '../store/applications';
import { findPersonalInfo, saveContactDetails, type Address, type PersonalInfo } from '../store/personalInfo';
import type { StepHandler } from './stepHandler';
import { assertStoredDataValid, stepBodyValidator, stepRequirementsNotMet } from './stepRequirements';

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

const contactFormData = (info: PersonalInfo) => ({
  ...(info.address ? { address: info.address } : {}),
  ...(info.phone ? { phone: info.phone } : {}),
  textMessageConsent: info.textMessageConsent,
});

/** Whether the stored address and phone still pass the address-and-phone step file (review's recheck). */
export function storedContactValid(info: PersonalInfo): boolean {
  return addressAndPhoneFormValidator(contactFormData(info));
}

export const addressAndPhoneStep: StepHandler = {
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
};

export const addressStep: StepHandler = {
  bodyValidator: stepBodyValidator('address'),
  formValidator: addressFormValidator,
  read: (ctx, application) => ({ address: storedInfo(ctx, application).address }),
  submit: (ctx, application, body) => {
    storedInfo(ctx, application); // 422 when there is no personal info row to write into
    const address = body.address as Address;
    saveContactDetails(ctx.db, application.uuid, { address }, ctx.now());
    return { stateCode: address.stateCode };
  },
};

export const phoneStep: StepHandler = {
  bodyValidator: stepBodyValidator('phone'),
  read: (ctx, application) => ({ phone: storedInfo(ctx, application).phone }),
  submit: (ctx, application) => {
    const info = storedInfo(ctx, application);
    if (!info.phone) {
      throw stepRequirementsNotMet('STEP_MISSING_PHONE', 'Add your mobile phone number before you continue', [
        { path: '/phone', code: 'STEP_MISSING_PHONE', message: 'Add your mobile phone number' },
      ]);
    }
    assertStoredDataValid(phoneFormValidator, { phone: info.phone });
    return {};
  },
};
