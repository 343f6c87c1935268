import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import legal from '../../schemas/legal/consents.json';
import { startApp, type TestApp } from './support/testApp';
import {
  applicantOnAgree as agreeJourney,
  applicantOnIdentity,
  currentStep,
  placeOnStep,
  readStep,
  submitStep,
  verifyIdentity,
  type Applicant,
  requiredConsents,
} from './support/identityJourney';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const ssn = '123456789';
const latestStatus = (applicant: Applicant, titleName: string) =>
  applicant.call('getLegalConsentLatestStatus', {
    params: { applicationUuid: applicant.applicationUuid, titleName },
  });

const applicantOnAgree = () => agreeJourney(harness, { dob: '07041985', ssn });

describe('agree and check for offers', () => {
  it('Applicant sees the required consents and the last four of their SSN, each consent recorded as displayed once', async () => {
    const applicant = await applicantOnAgree();
    const before = await latestStatus(applicant, 'ESIGN_CONSENT');
    expect(before.result).toEqual({
      titleName: 'ESIGN_CONSENT',
      status: 'NONE',
      version: legal.consents[0]!.version,
      updatedAt: null,
    });
    const step = await readStep(applicant, 'agree');
    expect(step.result).toEqual({
      requiredConsents: legal.consents
        .filter((consent) => consent.step === 'agree')
        .map(({ titleName, title, text, version }) => ({
          titleName,
          title,
          text,
          version,
        })),
      ssnLastFour: '6789',
    });
    await readStep(applicant, 'agree');
    for (const titleName of requiredConsents) {
      const status = await latestStatus(applicant, titleName);
      expect(status.result).toMatchObject({ titleName, status: 'DISPLAYED', updatedAt: expect.any(String) });
    }
    const rows = await harness.app.db
      .selectFrom('legal_consents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('application_uuid', '=', applicant.applicationUuid)
      .executeTakeFirstOrThrow();
    expect(rows.count).toBe(requiredConsents.length);
  });

  it('Nothing is recorded as displayed when the agree page is read before the applicant reaches it', async () => {
    const applicant = await applicantOnIdentity(harness);
    expect((await readStep(applicant, 'agree')).statusCode).toBe(200);
    for (const titleName of requiredConsents) {
      expect((await latestStatus(applicant, titleName)).result.status).toBe('NONE');
    }
  });

  it('Applicant who agrees to everything with the matching SSN moves on to pricing', async () => {
    const applicant = await applicantOnAgree();
    await readStep(applicant, 'agree');
    const response = await submitStep(applicant, 'agree', {
      agreedConsents: requiredConsents,
      ssn: '123-45-6789',
    });
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ currentFlowStep: 'PRICING', canGoBack: false });
    expect(await currentStep(applicant)).toMatchObject({
      currentFlowStep: 'PRICING',
      hasAgreedToRequiredConsents: true,
    });
    for (const titleName of requiredConsents) {
      expect((await latestStatus(applicant, titleName)).result).toEqual({
        titleName,
        status: 'AGREED',
        version: '2026-11-01',
        updatedAt: expect.any(String),
      });
    }
  });

  it('Applicant who leaves a consent unticked is told which one is missing', async () => {
    const applicant = await applicantOnAgree();
    const response = await submitStep(applicant, 'agree', {
      agreedConsents: ['ESIGN_CONSENT', 'CREDIT_REPORT_AUTHORIZATION'],
      ssn,
    });
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_CONSENTS');
    expect(response.result.details?.fieldErrors).toEqual([
      {
        path: '/agreedConsents/termsConsent',
        code: 'STEP_MISSING_CONSENTS',
        message: 'Agree to the Terms of Use and Privacy Policy to continue',
      },
    ]);
    expect((await latestStatus(applicant, 'ESIGN_CONSENT')).result.status).toBe('NONE');
    expect(await currentStep(applicant)).toMatchObject({
      currentFlowStep: 'AGREE',
      hasAgreedToRequiredConsents: false,
    });
  });

  it('Applicant who ticks nothing is told about every consent', async () => {
    const applicant = await applicantOnAgree();
    const response = await submitStep(applicant, 'agree', { agreedConsents: [], ssn });
    expect(response.statusCode).toBe(422);
    expect(response.result.details?.fieldErrors?.map((error) => error.path)).toEqual([
      '/agreedConsents/eSignConsent',
      '/agreedConsents/creditReportConsent',
      '/agreedConsents/termsConsent',
    ]);
  });

  it('Applicant whose SSN confirmation does not match is told so on the SSN field', async () => {
    const applicant = await applicantOnAgree();
    await readStep(applicant, 'agree');
    const response = await submitStep(applicant, 'agree', {
      agreedConsents: requiredConsents,
      ssn: '212550143',
    });
    expect(response.statusCode).toBe(400);
    expect(response.result.details?.fieldErrors).toEqual([
      { path: '/ssn', message: "This doesn't match the SSN you entered earlier" },
    ]);
    expect((await latestStatus(applicant, 'ESIGN_CONSENT')).result.status).toBe('DISPLAYED');
    expect((await currentStep(applicant)).currentFlowStep).toBe('AGREE');
  });

  it('Applicant with no SSN on file is sent to give one', async () => {
    const applicant = await applicantOnIdentity(harness);
    await placeOnStep(harness, applicant, 'AGREE');
    expect((await readStep(applicant, 'agree')).result.ssnLastFour).toBeNull();
    const response = await submitStep(applicant, 'agree', { agreedConsents: requiredConsents, ssn });
    expect(response.statusCode).toBe(422);
    expect(response.result.userErrorCode).toBe('STEP_MISSING_DOB');
    expect(response.result.details?.fieldErrors).toContainEqual({
      path: '/personalInfo/ssn',
      code: 'STEP_MISSING_SSN',
      message: 'Enter your Social Security number',
    });
    expect((await currentStep(applicant)).currentFlowStep).toBe('AGREE');
  });

  it('Applicant sending an unknown consent, an invalid SSN or no SSN gets a 400', async () => {
    const applicant = await applicantOnAgree();
    const unknown = await submitStep(applicant, 'agree', {
      agreedConsents: [...requiredConsents, 'MARKETING_EMAILS'],
      ssn,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.result.details?.fieldErrors).toEqual([
      { path: '/agreedConsents/3', message: 'Unknown consent' },
    ]);
    const badSsn = await submitStep(applicant, 'agree', {
      agreedConsents: requiredConsents,
      ssn: '000000000',
    });
    expect(badSsn.result.details?.fieldErrors).toEqual([
      {
        path: '/ssn',
        message:
          'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
      },
    ]);
    const noSsn = await submitStep(applicant, 'agree', { agreedConsents: requiredConsents });
    expect(noSsn.result.details?.fieldErrors).toEqual([
      { path: '/ssn', message: 'Enter your Social Security number' },
    ]);
    expect((await currentStep(applicant)).currentFlowStep).toBe('AGREE');
  });

  it('Applicant agreeing from a stale tab gets 409', async () => {
    const applicant = await applicantOnIdentity(harness);
    await verifyIdentity(applicant, { dob: '07041985', ssn });
    const response = await submitStep(applicant, 'agree', { agreedConsents: requiredConsents, ssn });
    expect(response.statusCode).toBe(409);
    expect(response.result.details).toEqual({ currentFlowStep: 'INCOME' });
  });

  it('Applicant asking for a consent that does not exist, or on someone else’s application, gets 404', async () => {
    const applicant = await applicantOnAgree();
    const unknown = await latestStatus(applicant, 'MARKETING_EMAILS');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.result.exceptionType).toBe('LegalConsentNotFound');
    const other = await applicantOnIdentity(harness, { firstName: 'Dana', lastName: 'Okafor' });
    const foreign = await other.call('getLegalConsentLatestStatus', {
      params: { applicationUuid: applicant.applicationUuid, titleName: 'ESIGN_CONSENT' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.result.exceptionType).toBe('ApplicationNotFound');
  });
});

describe('opening a consent’s document', () => {
  const viewed = (applicant: Applicant, titleName: string, applicationUuid = applicant.applicationUuid) =>
    applicant.call('postLegalConsentViewed', { params: { applicationUuid, titleName } });
  const statuses = async (applicant: Applicant, titleName: string) =>
    (
      await harness.app.db
        .selectFrom('legal_consents')
        .select('status')
        .where('application_uuid', '=', applicant.applicationUuid)
        .where('title_name', '=', titleName)
        .orderBy('id')
        .execute()
    ).map((row) => row.status);

  it('Applicant who opens the E-Sign disclosure from its box has the consent recorded as opened, once', async () => {
    const applicant = await applicantOnAgree();
    await readStep(applicant, 'agree');
    const first = await viewed(applicant, 'ESIGN_CONSENT');
    expect(first.statusCode).toBe(200);
    expect(first.result).toEqual({
      titleName: 'ESIGN_CONSENT',
      status: 'VIEWED',
      version: '2026-11-01',
      updatedAt: expect.any(String),
    });
    expect((await latestStatus(applicant, 'ESIGN_CONSENT')).result).toEqual(first.result);
    expect((await viewed(applicant, 'ESIGN_CONSENT')).result).toEqual(first.result);
    // Read again, the page does not take the opening back either.
    await readStep(applicant, 'agree');
    expect(await statuses(applicant, 'ESIGN_CONSENT')).toEqual(['DISPLAYED', 'VIEWED']);
  });

  it('Applicant who opens a document after agreeing stays agreed', async () => {
    const applicant = await applicantOnAgree();
    await readStep(applicant, 'agree');
    await submitStep(applicant, 'agree', { agreedConsents: requiredConsents, ssn });
    const after = await viewed(applicant, 'TERMS_OF_USE_AND_PRIVACY_POLICY');
    expect(after.statusCode).toBe(200);
    expect(after.result.status).toBe('AGREED');
    expect(await statuses(applicant, 'TERMS_OF_USE_AND_PRIVACY_POLICY')).toEqual(['DISPLAYED', 'AGREED']);
  });

  it('Opening a document of an unknown consent is told in words; of someone else’s application, not found', async () => {
    const applicant = await applicantOnAgree();
    const unknown = await viewed(applicant, 'MARKETING_EMAILS');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.result).toMatchObject({
      exceptionType: 'LegalConsentNotFound',
      userErrorCode: 'LEGAL_CONSENT_NOT_FOUND',
      message: 'There is no consent with that name',
    });
    const other = await applicantOnIdentity(harness, { firstName: 'Dana', lastName: 'Okafor' });
    const foreign = await viewed(other, 'ESIGN_CONSENT', applicant.applicationUuid);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.result.exceptionType).toBe('ApplicationNotFound');
    expect(await statuses(applicant, 'ESIGN_CONSENT')).toEqual([]);
  });
});

describe('help pages linked from the agree step', () => {
  it.each([
    ['/help/borrower-eligibility', 'Who can apply for Relief Loans?', 'at least 18 years old'],
    [
      '/help/soft-vs-hard-credit-inquiry',
      'Soft versus hard credit inquiry',
      'does not affect your credit score',
    ],
  ])('Anyone can read %s without signing in', async (url, heading, text) => {
    const response = await harness.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<h1>${heading}</h1>`);
    expect(response.body).toContain(text);
  });

  it('The eligibility page names the states and minimum income from the product configuration', async () => {
    const response = await harness.app.inject({ url: '/help/borrower-eligibility' });
    expect(response.body).toContain('Connecticut, New York, Wisconsin');
    expect(response.body).toContain('$12,000');
  });
});
