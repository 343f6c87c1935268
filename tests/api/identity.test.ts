import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPersonalDataCipher } from '../../server/auth/personalDataCipher';
import { saveIdentifiers } from '../../server/store/personalIdentifiers';
import { startApp, type TestApp } from './support/testApp';
import {
  applicantOnIdentity,
  currentStep,
  editStep,
  placeOnStep,
  putPersonalInfo,
  readStep,
  submitStep,
  verifyIdentity,
} from './support/identityJourney';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const dob = '07041985';
const ssn = '123456789';
const tenYearsAgo = `0101${new Date().getFullYear() - 10}`;

describe('identity verification', () => {
  it('Applicant who gives date of birth and SSN sees only the last four back and moves on to income', async () => {
    const applicant = await applicantOnIdentity(harness);
    const saved = await putPersonalInfo(applicant, { dob, ssn });
    expect(saved.statusCode).toBe(200);
    expect(saved.result).toMatchObject({ hasDob: true, ssnLastFour: '6789' });
    expect(saved.result).not.toHaveProperty('ssn');
    expect(saved.result).not.toHaveProperty('dob');
    expect((await readStep(applicant, 'id-verification')).result).toEqual({
      hasDob: true,
      ssnLastFour: '6789',
    });
    const moved = await submitStep(applicant, 'id-verification');
    expect(moved.result).toEqual({ currentFlowStep: 'INCOME', canGoBack: true });
  });

  it('Applicant whose app POSTs only the date of birth and SSN keeps their address and phone', async () => {
    const applicant = await applicantOnIdentity(harness);
    const saved = await applicant.call('postPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { dob, ssn },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.result).toMatchObject({ phone: '2025550143', address: { city: 'Columbus' }, hasDob: true });
  });

  it('Applicant may type the SSN with dashes and the date with slashes', async () => {
    const applicant = await applicantOnIdentity(harness);
    const saved = await putPersonalInfo(applicant, { dob: '07/04/1985', ssn: '212-55-0143' });
    expect(saved.statusCode).toBe(200);
    expect(saved.result).toMatchObject({ hasDob: true, ssnLastFour: '0143' });
  });

  it('Applicant who has given neither is asked for both', async () => {
    const applicant = await applicantOnIdentity(harness);
    expect((await readStep(applicant, 'id-verification')).result).toEqual({
      hasDob: false,
      ssnLastFour: null,
    });
    const response = await submitStep(applicant, 'id-verification');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_PERSONAL_INFO');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/dob', code: 'STEP_MISSING_DOB', message: 'Enter your date of birth' },
      { path: '/ssn', code: 'STEP_MISSING_SSN', message: 'Enter your Social Security number' },
    ]);
  });

  it('Applicant who gave only an SSN is asked for their date of birth', async () => {
    const applicant = await applicantOnIdentity(harness);
    await putPersonalInfo(applicant, { ssn });
    const response = await submitStep(applicant, 'id-verification');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_DOB');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/dob', code: 'STEP_MISSING_DOB', message: 'Enter your date of birth' },
    ]);
  });

  it('Applicant who gave only a date of birth is asked for their SSN', async () => {
    const applicant = await applicantOnIdentity(harness);
    await putPersonalInfo(applicant, { dob });
    const response = await submitStep(applicant, 'id-verification');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_SSN');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/ssn', code: 'STEP_MISSING_SSN', message: 'Enter your Social Security number' },
    ]);
  });

  it('Applicant under 18 is told they must be 18, and nothing is stored', async () => {
    const applicant = await applicantOnIdentity(harness);
    const response = await putPersonalInfo(applicant, { dob: tenYearsAgo, ssn });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/dob', message: 'You must be at least 18 to apply' },
    ]);
    expect((await readStep(applicant, 'id-verification')).result).toEqual({
      hasDob: false,
      ssnLastFour: null,
    });
  });

  it.each(['02302000', '13011990', '0704198', '07/04/2999', 'July 4 1985'])(
    'Applicant typing "%s" as a date of birth is asked for a real date',
    async (badDob) => {
      const applicant = await applicantOnIdentity(harness);
      const response = await putPersonalInfo(applicant, { dob: badDob });
      expect(response.statusCode).toBe(400);
      expect(response.result.details?.fieldErrors).toEqual([
        { path: '/dob', message: 'Enter a valid date of birth as MM/DD/YYYY' },
      ]);
    },
  );

  it.each([
    [
      '000123456',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    [
      '666123456',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    [
      '900123456',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    [
      '123006789',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    [
      '123450000',
      'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
    ],
    ['12345678', 'Enter all 9 digits of your Social Security number'],
    ['1234567890', 'Enter all 9 digits of your Social Security number'],
    ['abc', 'Enter all 9 digits of your Social Security number'],
  ])('Applicant typing "%s" as an SSN is told how to fix it', async (badSsn, message) => {
    const applicant = await applicantOnIdentity(harness);
    const response = await putPersonalInfo(applicant, { ssn: badSsn });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([{ path: '/ssn', message }]);
  });

  it('Applicant cannot change their SSN or date of birth away from the identity step', async () => {
    const applicant = await applicantOnIdentity(harness);
    await verifyIdentity(applicant, { dob, ssn });
    const late = await putPersonalInfo(applicant, { ssn: '212550143' });
    expect(late.statusCode).toBe(409);
    expect(late.result.exceptionType).toBe('FlowStepInvalid');
    expect(late.result.details).toEqual({ currentFlowStep: 'INCOME' });
    // Contact details belong to the contact steps: changing them here is refused too (flow.json `owns`).
    expect((await putPersonalInfo(applicant, { phone: '3125550123' })).statusCode).toBe(409);
    expect((await readStep(applicant, 'id-verification')).result).toEqual({
      hasDob: true,
      ssnLastFour: '6789',
    });
  });

  it('Applicant reopening identity from review replaces their SSN and returns to review', async () => {
    const applicant = await applicantOnIdentity(harness);
    await verifyIdentity(applicant, { dob, ssn });
    await placeOnStep(harness, applicant, 'REVIEW');
    const opened = await editStep(applicant, 'REVIEW', 'ID_VERIFICATION');
    expect(opened.result).toEqual({ currentFlowStep: 'ID_VERIFICATION', canGoBack: true });
    expect((await readStep(applicant, 'id-verification')).result).toEqual({
      hasDob: true,
      ssnLastFour: '6789',
    });
    const replaced = await putPersonalInfo(applicant, { dob: '11231990', ssn: '401234567' });
    expect(replaced.result).toMatchObject({ hasDob: true, ssnLastFour: '4567' });
    const back = await submitStep(applicant, 'id-verification');
    expect(back.result).toEqual({ currentFlowStep: 'REVIEW', canGoBack: true });
  });

  it('Applicant whose stored date of birth no longer passes the rules is asked to fix it', async () => {
    const applicant = await applicantOnIdentity(harness);
    await putPersonalInfo(applicant, { dob, ssn });
    await saveIdentifiers(
      harness.app.db,
      createPersonalDataCipher(harness.personalDataKey),
      applicant.applicationUuid,
      { dob: tenYearsAgo },
      new Date(),
    );
    const response = await submitStep(applicant, 'id-verification');
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_INCOMPLETE_DATA');
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/dob', code: 'STEP_INCOMPLETE_DATA', message: 'You must be at least 18 to apply' },
    ]);
    expect((await currentStep(applicant)).currentFlowStep).toBe('ID_VERIFICATION');
  });

  it('Applicant sending fields to the identity step, which takes none, gets a 400', async () => {
    const applicant = await applicantOnIdentity(harness);
    const response = await submitStep(applicant, 'id-verification', { ssn });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([{ path: '/ssn', message: 'Unknown field' }]);
  });

  it('Applicant cannot write identity into someone else’s application', async () => {
    const applicant = await applicantOnIdentity(harness);
    const other = await applicantOnIdentity(harness, { firstName: 'Dana', lastName: 'Okafor' });
    const response = await other.call('putPersonalInfo', {
      params: { applicationUuid: applicant.applicationUuid },
      body: { dob, ssn },
    });
    expect(response.statusCode).toBe(404);
    expect((await readStep(applicant, 'id-verification')).result).toEqual({
      hasDob: false,
      ssnLastFour: null,
    });
  });
});
