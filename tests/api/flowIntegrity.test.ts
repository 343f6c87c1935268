/**
 * The server holds its own rules (issue "a flow engine that holds"): each reproduction of a way the
 * flow could be talked out of a rule, as a named test against the real API on a fresh database.
 */
import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applicantOnAgree,
  applicantOnIdentity,
  currentStep,
  editStep,
  putPersonalInfo,
  readStep,
  salaryJob,
  submitStep,
  type Applicant,
  requiredConsents,
} from './support/identityJourney';
import { startApp, validAddress, type TestApp } from './support/testApp';

let harness: TestApp;
beforeEach(async () => {
  harness = await startApp();
});
afterEach(async () => {
  await harness.close();
});

const ssn = '457555462';
const params = (applicant: Applicant) => ({ applicationUuid: applicant.applicationUuid });
const agree = (applicant: Applicant) =>
  submitStep(applicant, 'agree', { agreedConsents: requiredConsents, ssn });
const listJobs = async (applicant: Applicant) =>
  (await applicant.call('listJobsIncomeSources', { params: params(applicant) })).result as unknown as Array<{
    id: number;
    kind: string;
  }>;
const listEducations = async (applicant: Applicant) =>
  (await applicant.call('listEducations', { params: params(applicant) })).result as unknown as Array<{
    id: number;
  }>;
const rowCount = async (table: 'jobs_income_sources' | 'educations', applicant: Applicant) =>
  (
    await harness.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('application_uuid', '=', applicant.applicationUuid)
      .executeTakeFirstOrThrow()
  ).count;

describe('Every earlier step is checked again at agree', () => {
  it('Applicant who deletes their income from agree and goes back cannot reach pricing', async () => {
    const applicant = await applicantOnAgree(harness);
    await editStep(applicant, 'AGREE', 'INCOME');
    for (const record of await listJobs(applicant)) {
      const removed = await applicant.call('deleteJobIncomeSource', {
        params: params(applicant),
        body: { id: record.id, kind: record.kind },
      });
      expect(removed.statusCode).toBe(200);
    }
    expect(
      (await applicant.call('goBack', { params: params(applicant), body: { currentStep: 'INCOME' } })).result,
    ).toMatchObject({ currentFlowStep: 'AGREE' });
    const refused = await agree(applicant);
    expect(refused.statusCode).toBe(422);
    expect(refused.result.userErrorCode).toBe('STEP_INCOMPLETE_DATA');
    expect((await currentStep(applicant)).currentFlowStep).toBe('AGREE');
  });

  it('Applicant who cuts their income to $1 from agree and goes back is not priced on it', async () => {
    const applicant = await applicantOnAgree(harness);
    await editStep(applicant, 'AGREE', 'INCOME');
    const [job] = await listJobs(applicant);
    const cut = await applicant.call('updateJobIncomeSource', {
      params: params(applicant),
      body: { id: job?.id, kind: 'JOB', jobFields: { ...salaryJob, salary: 1, otherCompensation: 0 } },
    });
    expect(cut.statusCode).toBe(200);
    await applicant.call('goBack', { params: params(applicant), body: { currentStep: 'INCOME' } });
    const response = await agree(applicant);
    expect(response.result).toEqual({ currentFlowStep: 'INCOME_NOT_AVAILABLE', canGoBack: false });
    const application = await applicant.call('getApplication', { params: params(applicant) });
    expect(application.result.decisionStatus).toBe('DISQUALIFIED');
  });

  it('Applicant who deletes their education from agree and goes back is asked for it again', async () => {
    const applicant = await applicantOnAgree(harness);
    await editStep(applicant, 'AGREE', 'EDUCATION');
    for (const education of await listEducations(applicant)) {
      await applicant.call('deleteEducation', { params: params(applicant), body: { id: education.id } });
    }
    await applicant.call('goBack', { params: params(applicant), body: { currentStep: 'EDUCATION' } });
    const refused = await agree(applicant);
    expect(refused.statusCode).toBe(422);
    expect(refused.result.userErrorCode).toBe('STEP_MISSING_EDUCATION');
  });
});

describe('Data is written only on the step that owns it', () => {
  it('Applicant cannot move to New York after the address step', async () => {
    const applicant = await applicantOnIdentity(harness);
    const moved = await putPersonalInfo(applicant, {
      address: { ...validAddress, stateCode: 'NY', city: 'Albany', zipCode: '12207' },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.result.exceptionType).toBe('FlowStepInvalid');
    expect(moved.result.details).toEqual({ currentFlowStep: 'ID_VERIFICATION' });
    expect((await readStep(applicant, 'review')).result.personalInfo).toMatchObject({
      address: validAddress,
    });
  });

  it('Applicant cannot clear their address and phone right before agree', async () => {
    const applicant = await applicantOnAgree(harness);
    const wiped = await applicant.call('postPersonalInfo', {
      params: params(applicant),
      body: { textMessageConsent: false },
    });
    expect(wiped.statusCode).toBe(409);
    const info = (await applicant.call('getPersonalInfo', { params: params(applicant) })).result;
    expect(info).toMatchObject({ address: validAddress, phone: '2025550143' });
  });

  it('Applicant resending what is already stored is not refused (a repeated save is harmless)', async () => {
    const applicant = await applicantOnIdentity(harness);
    const same = await putPersonalInfo(applicant, { address: validAddress, phone: '(202) 555-0143' });
    expect(same.statusCode).toBe(200);
  });

  it('Nothing the applicant authorised changes after agree', async () => {
    const applicant = await applicantOnAgree(harness);
    expect((await agree(applicant)).result.currentFlowStep).toBe('PRICING');
    const before = (await readStep(applicant, 'review')).result;
    const attempts = [
      await applicant.call('updateApplication', {
        params: params(applicant),
        body: { desiredLoanAmount: 2500, desiredLoanTermInMonths: 18, intendedUseOfFunds: 'TAXES' },
      }),
      await putPersonalInfo(applicant, { phone: '3125550123' }),
      await putPersonalInfo(applicant, { address: { ...validAddress, city: 'Dayton' } }),
      await putPersonalInfo(applicant, { dob: '01011990', ssn: '401234567' }),
      await applicant.call('postWealthAccount', {
        params: params(applicant),
        body: { savingsCheckingAmount: 1, investmentsAmount: 1 },
      }),
      await applicant.call('createJobIncomeSource', {
        params: params(applicant),
        body: { kind: 'JOB', jobFields: { ...salaryJob, salary: 80000 } },
      }),
      await applicant.call('deleteEducation', {
        params: params(applicant),
        body: { id: (await listEducations(applicant))[0]?.id },
      }),
      await editStep(applicant, 'PRICING', 'LOAN_AMOUNT'),
      await submitStep(applicant, 'loan-amount', { desiredLoanAmount: 2500 }),
    ];
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual(attempts.map(() => 409));
    expect((await readStep(applicant, 'review')).result).toEqual(before);
  });

  it('Applicant’s phone is stored as its digits, whatever punctuation they typed', async () => {
    const applicant = await applicantOnIdentity(harness);
    await editStep(applicant, 'ID_VERIFICATION', 'PHONE');
    const saved = await putPersonalInfo(applicant, { phone: '+1 (312) 555-0123' });
    expect(saved.statusCode).toBe(200);
    expect(saved.result.phone).toBe('13125550123');
  });
});

describe('One submit, one effect', () => {
  const job = { kind: 'JOB', jobFields: { ...salaryJob, salary: 7000, otherCompensation: 0 } };

  async function applicantOnIncome(person?: { firstName: string; lastName: string }) {
    const applicant = await applicantOnIdentity(harness, person);
    await putPersonalInfo(applicant, { dob: '03141987', ssn });
    await submitStep(applicant, 'id-verification');
    return applicant;
  }

  it('Twenty simultaneous identical creates with one Idempotency-Key leave one job, each answered alike', async () => {
    const applicant = await applicantOnIncome();
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        applicant.call('createJobIncomeSource', {
          params: params(applicant),
          body: job,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    expect(new Set(responses.map((response) => response.result.id)).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(
      19,
    );
    expect(await rowCount('jobs_income_sources', applicant)).toBe(1);
  });

  it('A double-clicked $7,000 job sent without a key counts once and does not clear the income minimum', async () => {
    const applicant = await applicantOnIncome();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        applicant.call('createJobIncomeSource', { params: params(applicant), body: job }),
      ),
    );
    expect(new Set(responses.map((response) => response.result.id)).size).toBe(1);
    expect(await rowCount('jobs_income_sources', applicant)).toBe(1);
    expect((await submitStep(applicant, 'income')).result.currentFlowStep).toBe('INCOME_NOT_AVAILABLE');
  });

  it('Applicant who deletes a job and adds the same job again within seconds has it stored again', async () => {
    const applicant = await applicantOnIncome();
    const create = () => applicant.call('createJobIncomeSource', { params: params(applicant), body: job });
    const first = await create();
    expect(first.statusCode).toBe(200);
    const removed = await applicant.call('deleteJobIncomeSource', {
      params: params(applicant),
      body: { id: first.result.id, kind: 'JOB' },
    });
    expect(removed.statusCode).toBe(200);
    expect(await rowCount('jobs_income_sources', applicant)).toBe(0);

    const again = await create();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.result.id).not.toBe(first.result.id);
    expect(await rowCount('jobs_income_sources', applicant)).toBe(1);
  });

  it('Applicant who changes a job and sends the first version again gets a new record, not the old answer', async () => {
    const applicant = await applicantOnIncome();
    const create = () => applicant.call('createJobIncomeSource', { params: params(applicant), body: job });
    const first = await create();
    await applicant.call('updateJobIncomeSource', {
      params: params(applicant),
      body: { ...job, id: first.result.id, jobFields: { ...job.jobFields, salary: 90000 } },
    });
    const again = await create();
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowCount('jobs_income_sources', applicant)).toBe(2);
  });

  it('Applicant who deletes an education entry and adds the same one again within seconds has it stored again', async () => {
    const applicant = await applicantOnIncome();
    await applicant.call('createJobIncomeSource', {
      params: params(applicant),
      body: { kind: 'JOB', jobFields: salaryJob },
    });
    await submitStep(applicant, 'income');
    const body = { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: 2005 };
    const create = () => applicant.call('createEducation', { params: params(applicant), body });
    const first = await create();
    expect(first.statusCode).toBe(200);
    await applicant.call('deleteEducation', { params: params(applicant), body: { id: first.result.id } });
    expect(await rowCount('educations', applicant)).toBe(0);

    const again = await create();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await rowCount('educations', applicant)).toBe(1);
  });

  it('A create sent again without a key right after another application’s delete is still answered once', async () => {
    const applicant = await applicantOnIncome();
    const other = await applicantOnIncome({ firstName: 'Ana', lastName: 'Ruiz' });
    const create = () => applicant.call('createJobIncomeSource', { params: params(applicant), body: job });
    await create();
    const theirs = await other.call('createJobIncomeSource', { params: params(other), body: job });
    await other.call('deleteJobIncomeSource', {
      params: params(other),
      body: { id: theirs.result.id, kind: 'JOB' },
    });
    expect((await create()).headers['idempotent-replayed']).toBe('true');
    expect(await rowCount('jobs_income_sources', applicant)).toBe(1);
  });

  it('Twenty simultaneous identical education creates with one key leave one entry', async () => {
    const applicant = await applicantOnIncome();
    await applicant.call('createJobIncomeSource', {
      params: params(applicant),
      body: { kind: 'JOB', jobFields: salaryJob },
    });
    await submitStep(applicant, 'income');
    const key = crypto.randomUUID();
    const body = { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: 2005 };
    await Promise.all(
      Array.from({ length: 20 }, () =>
        applicant.call('createEducation', {
          params: params(applicant),
          body,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(await rowCount('educations', applicant)).toBe(1);
  });

  it('The same key with another body is refused; a malformed key is a 400', async () => {
    const applicant = await applicantOnIncome();
    const key = crypto.randomUUID();
    const first = await applicant.call('createJobIncomeSource', {
      params: params(applicant),
      body: job,
      headers: { 'idempotency-key': key },
    });
    expect(first.statusCode).toBe(200);
    const other = await applicant.call('createJobIncomeSource', {
      params: params(applicant),
      body: { ...job, jobFields: { ...job.jobFields, salary: 90000 } },
      headers: { 'idempotency-key': key },
    });
    expect(other.statusCode).toBe(422);
    expect(other.result.exceptionType).toBe('IdempotencyKeyReused');
    const malformed = await applicant.call('createJobIncomeSource', {
      params: params(applicant),
      body: job,
      headers: { 'idempotency-key': 'ключ' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await rowCount('jobs_income_sources', applicant)).toBe(1);
  });

  it('A failed create frees its key, so the same action can be tried again', async () => {
    const applicant = await applicantOnIncome();
    const key = crypto.randomUUID();
    const unknownCompany = { kind: 'JOB', jobFields: { ...salaryJob, companyId: 99999999 } };
    const failed = await applicant.call('createJobIncomeSource', {
      params: params(applicant),
      body: unknownCompany,
      headers: { 'idempotency-key': key },
    });
    expect(failed.statusCode).toBe(400);
    const retried = await applicant.call('createJobIncomeSource', {
      params: params(applicant),
      body: unknownCompany,
      headers: { 'idempotency-key': key },
    });
    expect(retried.statusCode).toBe(400);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('Applicant cannot store more than 10 education entries', async () => {
    const applicant = await applicantOnIncome();
    await applicant.call('createJobIncomeSource', {
      params: params(applicant),
      body: { kind: 'JOB', jobFields: salaryJob },
    });
    await submitStep(applicant, 'income');
    for (let year = 2000; year < 2010; year += 1) {
      const created = await applicant.call('createEducation', {
        params: params(applicant),
        body: { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: year },
      });
      expect(created.statusCode).toBe(200);
    }
    const oneMore = await applicant.call('createEducation', {
      params: params(applicant),
      body: { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: 2010 },
    });
    expect(oneMore.statusCode).toBe(400);
    expect(oneMore.result.details?.fieldErrors?.[0]?.message).toBe(
      'An application holds at most 10 education entries',
    );
  });
});
