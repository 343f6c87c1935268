import { describe, expect, test } from 'vitest';
import copy from '../../../../schemas/copy/en-US.json';
import { storedEducation } from '../../shared/stepAdapters/education/storedEducation';
import { jobYearlyPay } from '../../../../core/rules/annualPay';
import {
  buildReviewSections,
  rowGroups,
  type ReviewData,
  type ReviewLabels,
} from '../../../../src/features/review/reviewSections';
import { editSteps, stepSupplyingMissing } from '../../../../src/shared/flow/stepSupplyingMissing';

const labels: ReviewLabels = {
  jobCategories: {
    EMPLOYED_SALARY: 'Salary job',
    EMPLOYED_HOURLY: 'Hourly job',
    JOB_OFFER: 'Starting a new job',
  },
  incomeSourceCategories: { RENTAL_INCOME: 'Rental income' },
  degreeTypes: { BACHELORS: "Bachelor's" },
  useOfFunds: { OTHER: 'Something else', MEDICAL: 'Medical expenses' },
};

const applicationUuid = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const entityUuid = '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b';
const education = storedEducation;

const complete: ReviewData = {
  currentFlowStep: 'REVIEW',
  formSteps: {},
  personalInfo: {
    firstName: 'Maria',
    lastName: 'Lopez',
    suffixName: null,
    address: {
      streetLineOne: '1450 Mission St',
      streetLineTwo: 'Apt 4',
      city: 'San Francisco',
      stateCode: 'CA',
      zipCode: '94103',
    },
    phone: '4155550123',
    hasDob: true,
    ssnLastFour: '5462',
  },
  educations: [
    education({ id: 1, degreeType: 'HIGH_SCHOOL' }),
    education({
      id: 2,
      degreeType: 'BACHELORS',
      institutionId: -1,
      customInstitutionName: 'Universidad de Chile',
      expectedOrGraduationYear: 2012,
      undergraduateMajorName: 'Economics',
    }),
  ],
  jobs: [
    {
      id: 1,
      applicationUuid,
      entityUuid,
      kind: 'JOB',
      jobFields: {
        category: 'EMPLOYED_SALARY',
        occupationName: 'Registered Nurse',
        companyName: 'Kaiser',
        salary: 68000,
        otherCompensation: 2000,
      },
    },
    {
      id: 2,
      applicationUuid,
      entityUuid,
      kind: 'JOB',
      jobFields: {
        category: 'EMPLOYED_HOURLY',
        occupationName: 'Baker',
        customCompanyName: 'Corner Bakery Co',
        hourlyWage: 18.5,
        hoursPerWeek: 20,
      },
    },
    {
      id: 3,
      applicationUuid,
      entityUuid,
      kind: 'INCOME_SOURCE',
      incomeSourceFields: { amount: 6000, category: 'RENTAL_INCOME', description: 'Garage' },
    },
  ],
  wealthAccount: { applicationUuid, entityUuid, savingsCheckingAmount: 15000, investmentsAmount: 0 },
  loanRequest: {
    desiredLoanAmount: 1000,
    desiredLoanTermInMonths: 12,
    intendedUseOfFunds: 'OTHER',
    useOfFundsOther: 'Moving',
  },
};

const sectionOf = (data: ReviewData, key: string) =>
  buildReviewSections(data, copy.pages.review, labels).find((section) => section.key === key);
/** A section's rows as shown (the label and the value). */
const rowsOf = (data: ReviewData, key: string) =>
  (sectionOf(data, key)?.rows ?? []).map(({ label, value }) => ({ label, value }));

describe('The review page', () => {
  test('shows the four sections of spec §2, the loan request first, each with its Edit links', () => {
    const sections = buildReviewSections(complete, copy.pages.review, labels);
    expect(sections.map((section) => section.title)).toEqual([
      'Loan request',
      'Personal information',
      'Highest education',
      'Income and savings',
    ]);
    expect(sections.flatMap((section) => section.edits.map((edit) => edit.step))).toEqual([
      'LOAN_AMOUNT',
      'USE_OF_FUNDS',
      'ADDRESS',
      'PHONE',
      'ID_VERIFICATION',
      'EDUCATION',
      'INCOME',
      'SAVINGS',
    ]);
    expect(Object.values(editSteps)).toHaveLength(8);
  });

  test('each Edit sits beside the rows it changes, and the legal name has none', () => {
    const groupsOf = (key: string) => {
      const section = sectionOf(complete, key);
      return section
        ? rowGroups(section).map((group) => [group.edit?.label ?? null, group.rows.map((row) => row.label)])
        : [];
    };
    expect(groupsOf('personalInfo')).toEqual([
      [null, ['Legal name']],
      ['Edit home address', ['Home address']],
      ['Edit mobile phone', ['Mobile phone']],
      ['Edit date of birth and SSN', ['Date of birth', 'Social Security number']],
    ]);
    expect(groupsOf('loanRequest')).toEqual([
      ['Edit loan amount and term', ['Loan amount', 'Repayment term']],
      ['Edit reason for the loan', ['Reason for the loan']],
    ]);
    expect(groupsOf('education')).toEqual([
      ['Edit education', ['Education', 'School', 'Graduation year', 'Undergraduate major']],
    ]);
  });

  test('each Edit reopens the editable step of flow.json that owns its data', () => {
    expect(Object.keys(copy.pages.review.edits).map((key) => [key, editSteps[key]])).toEqual([
      ['address', 'ADDRESS'],
      ['phone', 'PHONE'],
      ['identifiers', 'ID_VERIFICATION'],
      ['educations', 'EDUCATION'],
      ['jobsIncomeSources', 'INCOME'],
      ['wealthAccount', 'SAVINGS'],
      ['loanAmount', 'LOAN_AMOUNT'],
      ['useOfFunds', 'USE_OF_FUNDS'],
    ]);
  });

  test('never shows a date of birth or more than the last four digits of the SSN', () => {
    const rows = rowsOf(complete, 'personalInfo');
    expect(rows).toContainEqual({ label: 'Date of birth', value: 'On file, not shown for your privacy' });
    expect(rows).toContainEqual({ label: 'Social Security number', value: 'Ending in 5462' });
    expect(rows).toContainEqual({ label: 'Mobile phone', value: '(415) 555-0123' });
    expect(rows).toContainEqual({
      label: 'Home address',
      value: '1450 Mission St, Apt 4, San Francisco, CA 94103',
    });
  });

  test('shows each job with its yearly pay (hourly: 52 weeks of hours times wage) and other income', () => {
    expect(rowsOf(complete, 'incomeAndSavings')).toEqual([
      { label: 'Salary job: Registered Nurse at Kaiser', value: '$70,000.00 a year' },
      { label: 'Hourly job: Baker at Corner Bakery Co', value: '$19,240.00 a year' },
      { label: 'Rental income: Garage', value: '$6,000.00 a year' },
      { label: 'Checking and savings total', value: '$15,000.00' },
      { label: 'Investments total', value: '$0.00' },
    ]);
  });

  test('shows a job that starts more than a month from now as a job offer', () => {
    const today = new Date('2026-11-28T12:00:00Z');
    const [nurse, ...rest] = complete.jobs;
    const later = {
      ...nurse!,
      jobFields: { ...(nurse as { jobFields: object }).jobFields, from: '2027-12-02T00:00:00.000Z' },
    } as (typeof complete.jobs)[number];
    const rows = buildReviewSections(
      { ...complete, jobs: [later, ...rest] },
      copy.pages.review,
      labels,
      today,
    ).find((section) => section.key === 'incomeAndSavings')?.rows;
    expect(rows?.[0]).toMatchObject({
      label: 'Starting a new job: Registered Nurse at Kaiser',
      value: '$70,000.00 a year',
    });
  });

  test('shows a custom school, the graduation year and the major', () => {
    expect(rowsOf(complete, 'education')).toEqual([
      { label: 'Education', value: "Bachelor's" },
      { label: 'School', value: 'Universidad de Chile' },
      { label: 'Graduation year', value: '2012' },
      { label: 'Undergraduate major', value: 'Economics' },
    ]);
  });

  test('shows the loan request with the reason in the applicant’s words', () => {
    expect(rowsOf(complete, 'loanRequest')).toEqual([
      { label: 'Loan amount', value: '$1,000.00' },
      { label: 'Repayment term', value: '12 months' },
      { label: 'Reason for the loan', value: 'Something else: Moving' },
    ]);
  });

  test('says what is not given yet rather than showing blanks', () => {
    const empty: ReviewData = { ...complete, educations: [], jobs: [], wealthAccount: null };
    expect(rowsOf(empty, 'education')).toEqual([{ label: 'Education', value: 'Not given yet' }]);
    expect(rowsOf(empty, 'incomeAndSavings')[0]).toEqual({ label: 'Income', value: 'Not given yet' });
  });

  test('rounds hourly pay to cents, and says nothing of a job with no pay', () => {
    expect(jobYearlyPay({ hourlyWage: 15.333, hoursPerWeek: 37 })).toBe(29500.69);
    expect(jobYearlyPay({ salary: 50000, otherCompensation: 1200.5 })).toBe(51200.5);
    expect(jobYearlyPay({})).toBeNull();
  });
});

describe('What a 422 says is missing, and the step that supplies it', () => {
  test('the step is the one the server names in the refusal’s details', () => {
    expect(stepSupplyingMissing({ supplyingStep: 'INCOME' })).toBe('INCOME');
    expect(stepSupplyingMissing({ supplyingStep: 'HOUSING' })).toBe('HOUSING');
  });

  test('a refusal that names no step, or names it oddly, reopens nothing', () => {
    expect(stepSupplyingMissing({ supplyingStep: null })).toBeNull();
    expect(stepSupplyingMissing({ supplyingStep: 3 })).toBeNull();
    expect(stepSupplyingMissing(undefined)).toBeNull();
    expect(stepSupplyingMissing('STEP_MISSING_DOB')).toBeNull();
  });
});
