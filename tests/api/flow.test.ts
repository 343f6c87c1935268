import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applicantWithApplication, startApp, validAddress, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

type Applicant = Awaited<ReturnType<typeof applicantWithApplication>>;

const submit = (applicant: Applicant, step: string, body: unknown = {}) =>
  applicant.call('postFlowStep', { params: { applicationUuid: applicant.applicationUuid, step }, body });
const readStep = (applicant: Applicant, step: string) =>
  applicant.call('getFlowStep', { params: { applicationUuid: applicant.applicationUuid, step } });
const saveContact = (applicant: Applicant, body: Record<string, unknown>) =>
  applicant.call('putPersonalInfo', { params: { applicationUuid: applicant.applicationUuid }, body });
const currentStep = async (applicant: Applicant) =>
  (await applicant.call('getCurrentFlowStep', { params: { applicationUuid: applicant.applicationUuid } }))
    .result;
const edit = (applicant: Applicant, currentStepName: string, step: string) =>
  applicant.call('editFlowStep', {
    params: { applicationUuid: applicant.applicationUuid },
    body: { currentStep: currentStepName, step },
  });

async function pastAddressAndPhone(applicant: Applicant) {
  await saveContact(applicant, { address: validAddress, phone: '2025550143', textMessageConsent: true });
  const response = await submit(applicant, 'address-and-phone');
  expect(response.result).toEqual({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
}

describe('address and phone', () => {
  it('Applicant in Ohio moves on to identity verification after address and phone', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    expect(await currentStep(applicant)).toMatchObject({
      currentFlowStep: 'ID_VERIFICATION',
      canGoBack: true,
    });
  });

  it('Applicant in New York is told the loan is not available in their state', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await saveContact(applicant, {
      address: { ...validAddress, city: 'Albany', stateCode: 'NY', zipCode: '12207' },
      phone: '2025550143',
    });
    const response = await submit(applicant, 'address-and-phone');
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ currentFlowStep: 'STATE_NOT_AVAILABLE', canGoBack: false });
    const application = await applicant.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(application.result.decisionStatus).toBe('DISQUALIFIED');
    expect(application.result.resolvedAt).toEqual(expect.any(String));
    const again = await submit(applicant, 'address-and-phone');
    expect(again.statusCode).toBe(422);
    expect(again.result.userErrorCode).toBe('STEP_APPLICATION_NOT_IN_PROGRESS');
  });

  it('Applicant who has given neither address nor phone is asked for their personal info', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = await submit(applicant, 'address-and-phone');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_PERSONAL_INFO');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/address', code: 'STEP_MISSING_ADDRESS', message: 'Add your home address' },
      { path: '/phone', code: 'STEP_MISSING_PHONE', message: 'Add your mobile phone number' },
    ]);
    // Spec §8: a code and message per field, named address and phoneNumber, beside the page's own.
    expect(response.result.message).toBe('Add your address and phone number before you continue');
    expect(response.result.details?.address).toEqual({
      code: 'STEP_MISSING_ADDRESS',
      message: 'Add your home address',
    });
    expect(response.result.details?.phoneNumber).toEqual({
      code: 'STEP_MISSING_PHONE',
      message: 'Add your mobile phone number',
    });
  });

  it('Applicant who gave only a phone is asked for their address', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await saveContact(applicant, { phone: '2025550143' });
    const response = await submit(applicant, 'address-and-phone');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_ADDRESS');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/address', code: 'STEP_MISSING_ADDRESS', message: 'Add your home address' },
    ]);
    expect(response.result.details?.address).toEqual({
      code: 'STEP_MISSING_ADDRESS',
      message: 'Add your home address',
    });
    expect(response.result.details).not.toHaveProperty('phoneNumber');
  });

  it('Applicant who gave only an address is asked for their phone', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await saveContact(applicant, { address: validAddress });
    const response = await submit(applicant, 'address-and-phone');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_PHONE');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/phone', code: 'STEP_MISSING_PHONE', message: 'Add your mobile phone number' },
    ]);
    expect(response.result.details?.phoneNumber).toEqual({
      code: 'STEP_MISSING_PHONE',
      message: 'Add your mobile phone number',
    });
    expect(response.result.details).not.toHaveProperty('address');
  });

  it('Applicant whose stored phone no longer passes the step rules is asked to fix it', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await saveContact(applicant, { address: validAddress, phone: '2025550143' });
    // A rule tightened after the data was saved: the step file, not the old write, decides.
    await harness.app.db
      .updateTable('personal_infos')
      .set({ phone: '555' })
      .where('application_uuid', '=', applicant.applicationUuid)
      .execute();
    const response = await submit(applicant, 'address-and-phone');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_INCOMPLETE_DATA');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/phone', code: 'STEP_INCOMPLETE_DATA', message: 'Enter a valid 10-digit US phone number' },
    ]);
    expect(response.result.details?.phoneNumber).toEqual({
      code: 'STEP_INCOMPLETE_DATA',
      message: 'Enter a valid 10-digit US phone number',
    });
  });

  it('Applicant whose stored address no longer passes the step rules has it named as the address', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await saveContact(applicant, { address: validAddress, phone: '2025550143' });
    await harness.app.db
      .updateTable('personal_infos')
      .set({ address_json: JSON.stringify({ ...validAddress, zipCode: '4321' }) })
      .where('application_uuid', '=', applicant.applicationUuid)
      .execute();
    const response = await submit(applicant, 'address-and-phone');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_INCOMPLETE_DATA');
    const [zip] = response.result.details?.fieldErrors ?? [];
    expect(zip).toMatchObject({ path: '/address/zipCode', code: 'STEP_INCOMPLETE_DATA' });
    expect(response.result.details?.address).toEqual({ code: 'STEP_INCOMPLETE_DATA', message: zip!.message });
    expect(response.result.details).not.toHaveProperty('phoneNumber');
  });

  it('Applicant reads back what they stored on the address and phone step', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await saveContact(applicant, { address: validAddress, phone: '2025550143', textMessageConsent: true });
    const response = await readStep(applicant, 'address-and-phone');
    expect(response.result).toEqual({ address: validAddress, phone: '2025550143', textMessageConsent: true });
    expect((await readStep(applicant, 'address')).result).toEqual({ address: validAddress });
    expect((await readStep(applicant, 'phone')).result).toEqual({ phone: '2025550143' });
  });

  it('Applicant sending fields on a step that takes none gets a 400', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const response = await submit(applicant, 'address-and-phone', { phone: '2025550143' });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([{ path: '/phone', message: 'Unknown field' }]);
  });
});

describe('stale tabs and going back', () => {
  it('Applicant submitting a step from a stale tab gets 409 and the current step', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    const stale = await submit(applicant, 'address-and-phone');
    expect(stale.statusCode).toBe(409);
    expect(stale.result.exceptionType).toBe('FlowStepInvalid');
    expect(stale.result.details).toEqual({ currentFlowStep: 'ID_VERIFICATION' });
    const notCurrent = await submit(applicant, 'loan-amount', { desiredLoanAmount: 500 });
    expect(notCurrent.statusCode).toBe(409);
  });

  it('Applicant on identity verification goes back to address and phone', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    const back = await applicant.call('goBack', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { currentStep: 'ID_VERIFICATION' },
    });
    expect(back.statusCode).toBe(200);
    expect(back.result).toEqual({ currentFlowStep: 'ADDRESS_AND_PHONE', canGoBack: false });
  });

  it('Applicant cannot go back from the first step, nor from a step they are no longer on', async () => {
    const applicant = await applicantWithApplication(harness.app);
    const first = await applicant.call('goBack', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { currentStep: 'ADDRESS_AND_PHONE' },
    });
    expect(first.statusCode).toBe(409);
    expect(first.result.exceptionType).toBe('FlowStepInvalid');
    const stale = await applicant.call('goBack', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { currentStep: 'ID_VERIFICATION' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.result.message).toBe('That step is no longer the current one');
    const badName = await applicant.call('goBack', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { currentStep: 'not a step' },
    });
    expect(badName.statusCode).toBe(400);
  });
});

describe('edit steps', () => {
  it('Applicant editing the loan amount returns to the step they were on', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    const opened = await edit(applicant, 'ID_VERIFICATION', 'LOAN_AMOUNT');
    expect(opened.result).toEqual({ currentFlowStep: 'LOAN_AMOUNT', canGoBack: false });
    expect((await readStep(applicant, 'loan-amount')).result).toEqual({
      desiredLoanAmount: 1000,
      desiredLoanTermInMonths: 12,
      minLoanAmount: 200,
      maxLoanAmount: 2500,
    });
    const invalid = await submit(applicant, 'loan-amount', {
      desiredLoanAmount: 150,
      desiredLoanTermInMonths: 4,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.result.details?.fieldErrors).toEqual([
      { path: '/desiredLoanAmount', message: 'Please enter an amount from $200 to $2,500' },
      { path: '/desiredLoanTermInMonths', message: 'Must be a multiple of 3' },
    ]);
    const saved = await submit(applicant, 'loan-amount', {
      desiredLoanAmount: 1500,
      desiredLoanTermInMonths: 6,
    });
    expect(saved.result).toEqual({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
    const application = await applicant.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(application.result).toMatchObject({ desiredLoanAmount: 1500, desiredLoanTermInMonths: 6 });
  });

  it('Applicant who changes their term to "No preference" has no term on file afterwards', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    await edit(applicant, 'ID_VERIFICATION', 'LOAN_AMOUNT');
    const saved = await submit(applicant, 'loan-amount', { desiredLoanAmount: 1000 });
    expect(saved.statusCode).toBe(200);
    const application = await applicant.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(application.result).toMatchObject({ desiredLoanAmount: 1000, desiredLoanTermInMonths: null });
  });

  it('Applicant editing their reason for borrowing sees the options and returns afterwards', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    await edit(applicant, 'ID_VERIFICATION', 'USE_OF_FUNDS');
    const step = await readStep(applicant, 'use-of-funds');
    expect(step.result).toMatchObject({ appUseOfFunds: 'MEDICAL', appUseOfFundsOther: null });
    expect(step.result.options).toContainEqual({ phrase: 'Car repairs', value: 'LARGE_PURCHASE' });
    const missing = await submit(applicant, 'use-of-funds', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.result.details?.fieldErrors).toEqual([{ path: '/appUseOfFunds', message: 'Required' }]);
    const saved = await submit(applicant, 'use-of-funds', {
      appUseOfFunds: 'OTHER',
      appUseOfFundsOther: 'Vet bills',
    });
    expect(saved.result).toEqual({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
    const application = await applicant.call('getApplication', {
      params: { applicationUuid: applicant.applicationUuid },
    });
    expect(application.result).toMatchObject({ intendedUseOfFunds: 'OTHER', useOfFundsOther: 'Vet bills' });
  });

  it('Applicant editing their address to Connecticut is told the loan is not available there', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    const opened = await edit(applicant, 'ID_VERIFICATION', 'ADDRESS');
    expect(opened.result).toEqual({ currentFlowStep: 'ADDRESS', canGoBack: true });
    const invalid = await submit(applicant, 'address', { address: { ...validAddress, zipCode: 'ABCDE' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.result.details?.fieldErrors).toEqual([
      { path: '/address/zipCode', message: 'Enter a 5-digit ZIP code' },
    ]);
    const missingCity = await submit(applicant, 'address', {
      address: { streetLineOne: '1 Elm St', stateCode: 'OH', zipCode: '43215' },
    });
    expect(missingCity.result.details?.fieldErrors).toEqual([{ path: '/address/city', message: 'Required' }]);
    const moved = await submit(applicant, 'address', {
      address: { streetLineOne: '9 Elm St', city: 'Hartford', stateCode: 'CT', zipCode: '06103' },
    });
    expect(moved.result).toEqual({ currentFlowStep: 'STATE_NOT_AVAILABLE', canGoBack: false });
  });

  it('Applicant editing their address within a qualifying state returns to where they were', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    await edit(applicant, 'ID_VERIFICATION', 'ADDRESS');
    const newAddress = {
      streetLineOne: '500 Pine St',
      streetLineTwo: 'Apt 4',
      city: 'San Francisco',
      stateCode: 'CA',
      zipCode: '94108',
    };
    const saved = await submit(applicant, 'address', { address: newAddress });
    expect(saved.result).toEqual({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
    expect((await readStep(applicant, 'address')).result).toEqual({ address: newAddress });
  });

  it('Applicant who opens the address edit and goes back returns without changes', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    await edit(applicant, 'ID_VERIFICATION', 'ADDRESS');
    const back = await applicant.call('goBack', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { currentStep: 'ADDRESS' },
    });
    expect(back.result).toEqual({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
  });

  it('Applicant confirming their phone needs one on file', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    await edit(applicant, 'ID_VERIFICATION', 'PHONE');
    await harness.app.db
      .updateTable('personal_infos')
      .set({ phone: null })
      .where('application_uuid', '=', applicant.applicationUuid)
      .execute();
    const missing = await submit(applicant, 'phone');
    expect(missing.statusCode).toBe(422);
    expect(missing.result.userErrorCode).toBe('STEP_MISSING_PHONE');
    expect(missing.result.details?.fieldErrors).toEqual([
      { path: '/phone', code: 'STEP_MISSING_PHONE', message: 'Add your mobile phone number' },
    ]);
    expect(missing.result.details?.phoneNumber).toEqual({
      code: 'STEP_MISSING_PHONE',
      message: 'Add your mobile phone number',
    });
    await saveContact(applicant, { phone: '3125550123' });
    const saved = await submit(applicant, 'phone');
    expect(saved.result).toEqual({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
  });

  it('Applicant cannot open an edit step from a stale tab or edit a step that is not editable', async () => {
    const applicant = await applicantWithApplication(harness.app);
    await pastAddressAndPhone(applicant);
    expect((await edit(applicant, 'ADDRESS_AND_PHONE', 'ADDRESS')).statusCode).toBe(409);
    // A step that lies ahead can't be "edited", and AGREE is no edit target at all.
    expect((await edit(applicant, 'ID_VERIFICATION', 'INCOME')).statusCode).toBe(409);
    expect((await edit(applicant, 'ID_VERIFICATION', 'AGREE')).statusCode).toBe(400);
  });
});

describe('unknown and later steps', () => {
  it('Applicant asking for a step that does not exist gets 404', async () => {
    const applicant = await applicantWithApplication(harness.app);
    for (const response of [await readStep(applicant, 'nonsense'), await submit(applicant, 'nonsense')]) {
      expect(response.statusCode).toBe(404);
      expect(response.result.exceptionType).toBe('StepNotFound');
    }
  });

  it('Applicant asking for an outcome step their application is not on is told where it is', async () => {
    const applicant = await applicantWithApplication(harness.app);
    for (const response of [
      await readStep(applicant, 'turndown-entry'),
      await readStep(applicant, 'pricing-disqualified'),
      await submit(applicant, 'pricing-disqualified'),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.result.exceptionType).toBe('FlowStepInvalid');
      expect(response.result.details?.currentFlowStep).toBe('ADDRESS_AND_PHONE');
    }
  });
});
