/**
 * Puts a new application on any named flow step through the API alone, with valid data: an Ohio
 * address, a 1990 date of birth, SSN 123-45-6789, one $60,000 salary job, a high-school education,
 * $100 of savings and every consent at agree (the bodies of tests/api/support; the contract is
 * schemas/api/operations.json) — the happy path, QUALIFIED at pricing; then the default offer
 * chosen and accepted, for the steps after. Edit steps (flow.json `editable` steps outside the main order) are
 * opened with POST /flow/{uuid}/edit from a main-order step, REVIEW unless told otherwise.
 */
import flow from '../../schemas/flow.json' with { type: 'json' };
import legal from '../../schemas/legal/consents.json' with { type: 'json' };
import { signIn, type ApiSession, type Person, type SessionCookie } from './api';

interface FlowStepConfig {
  route?: string;
  stepPath?: string;
  editable?: boolean;
}

const flowSteps = flow.application.steps as Record<string, FlowStepConfig>;
const mainOrder: readonly string[] = flow.application.order;

export const appBasePath = '/relief-loans';

/** The query get-relief hands on (docs/test-scenarios.md); pre-flow pages read the loan from it. */
export const loanQuery = 'loanAmount=1000&loanTerm=12';

export const applicantData = {
  address: { streetLineOne: '123 Main St', city: 'Columbus', stateCode: 'OH', zipCode: '43215' },
  phone: '2025550143',
  /** As the app sends them: MMDDYYYY and nine digits. */
  identity: { dob: '06151990', ssn: '123456789' },
  salaryJob: {
    category: 'EMPLOYED_SALARY',
    occupationId: 75,
    companyId: 69,
    from: '2019-03-02T00:00:00.000Z',
    salary: 60000,
  },
  education: { degreeType: 'HIGH_SCHOOL', expectedOrGraduationYear: 2005 },
  savings: { savingsCheckingAmount: 100, investmentsAmount: 0 },
  /** Offer review's bank account for the money, typed in: a routing number that passes its ABA checksum. */
  fundsAccount: {
    destination: 'ENTERED_ACCOUNT',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountNumberConfirmation: '000123456789',
    accountType: 'CHECKING',
  },
  application: {
    intendedUseOfFunds: 'MEDICAL',
    requestedLoanAmount: { amount: 1000, currency: 'USD' },
    desiredLoanTermInMonths: 12,
  },
} as const;

const requiredConsents = legal.consents
  .filter((consent) => consent.required && consent.step === 'agree')
  .map((consent) => consent.titleName);

export interface StepResult {
  currentFlowStep: string;
}

/** The page of a flow step: /relief-loans/loan/<uuid>/<flow.json route>. */
export function stepPageUrl(baseUrl: string, applicationUuid: string, step: string): string {
  const route = flowSteps[step]?.route;
  if (!route) throw new Error(`flow.json gives ${step} no route`);
  return `${baseUrl}${appBasePath}/loan/${applicationUuid}/${route}`;
}

function stepPathOf(step: string): string {
  const stepPath = flowSteps[step]?.stepPath;
  if (!stepPath) throw new Error(`flow.json gives ${step} no stepPath`);
  return stepPath;
}

const submitStep = (session: ApiSession, uuid: string, step: string, body: unknown = {}) =>
  session.call<StepResult>('POST', `/flow/${uuid}/step/${stepPathOf(step)}`, body);

/** Creates the salary job of `applicantData` on an application whose current step is INCOME. */
export const addSalaryJob = (session: ApiSession, uuid: string) =>
  session.call('POST', `/application/${uuid}/jobs-income-sources`, {
    kind: 'JOB',
    jobFields: applicantData.salaryJob,
  });

const offerReviewConsents = legal.consents
  .filter((consent) => consent.required && consent.step === 'offer-review')
  .map((consent) => consent.titleName);

/** Asks where the application is until pricing has moved it on (the run takes PRICING_DELAY_MS). */
async function waitForPricing(session: ApiSession, uuid: string): Promise<string> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { currentFlowStep } = await session.call<StepResult>('GET', `/flow/${uuid}/current-step`);
    if (!['PRICING', 'PLAID_PRICING'].includes(currentFlowStep)) return currentFlowStep;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('Pricing did not finish within 20 seconds');
}

/** Gives what `step` asks for and submits it; answers the step the server moved the application to. */
async function completeStep(session: ApiSession, uuid: string, step: string, ssn: string): Promise<string> {
  const personalInfo = (body: unknown) => session.call('PUT', `/application/${uuid}/personal-info`, body);
  switch (step) {
    case 'ADDRESS_AND_PHONE':
      await personalInfo({ address: applicantData.address, phone: applicantData.phone });
      break;
    case 'ID_VERIFICATION':
      await personalInfo({ ...applicantData.identity, ssn });
      break;
    case 'INCOME':
      await addSalaryJob(session, uuid);
      break;
    case 'EDUCATION':
      await session.call('POST', `/application/${uuid}/education`, applicantData.education);
      break;
    case 'SAVINGS':
      await session.call('POST', `/application/${uuid}/wealth-account`, applicantData.savings);
      break;
    case 'REVIEW':
      break;
    case 'AGREE':
      return (
        await submitStep(session, uuid, step, {
          agreedConsents: requiredConsents,
          ssn,
        })
      ).currentFlowStep;
    case 'PRICING':
      return waitForPricing(session, uuid);
    case 'OFFER_SELECTION': {
      const { sdlOfferData } = await session.call<{
        sdlOfferData: { defaultLoanOffer: { loanOfferId: number } };
      }>('GET', `/application-offers/${uuid}/offers`);
      return (
        await submitStep(session, uuid, step, {
          loanOfferId: sdlOfferData.defaultLoanOffer.loanOfferId,
          selectedLoanOfferApplicationUuid: uuid,
        })
      ).currentFlowStep;
    }
    case 'ADD_BANK_ASSETS':
      return (await submitStep(session, uuid, step, { continueWithPlaid: true })).currentFlowStep;
    case 'OFFER_REVIEW': {
      // The agreement signed is the one read: its hash comes from the step's answer.
      const review = await session.call<{ loanAgreement: { textHash: string } }>(
        'GET',
        `/flow/${uuid}/step/${stepPathOf(step)}`,
      );
      return (
        await submitStep(session, uuid, step, {
          selectedLoanOfferApplicationUuid: uuid,
          ssn,
          useOfFunds: applicantData.application.intendedUseOfFunds,
          agreedConsents: offerReviewConsents,
          fundsAccount: applicantData.fundsAccount,
          loanAgreementTextHash: review.loanAgreement.textHash,
        })
      ).currentFlowStep;
    }
    default:
      throw new Error(`The journey cannot complete ${step}`);
  }
  return (await submitStep(session, uuid, step)).currentFlowStep;
}

export interface ApplicationAtStep {
  cookie: SessionCookie;
  session: ApiSession;
  applicationUuid: string;
  /** The full URL of the step's page. */
  url: string;
}

export interface ApplicationAtOptions {
  /** The main-order step an edit step is opened from (default REVIEW, as review's Edit links do). */
  editFrom?: string;
  /**
   * Another SSN (nine digits) than 123-45-6789: the sandbox bureau's personas (docs/pricing-rules.md),
   * e.g. 123-45-2500 (thin file) reaches ADD_BANK_ASSETS and PLAID.
   */
  ssn?: string;
}

/** Signs in, confirms the legal name and creates an application (the app's pre-flow, by API). */
export async function newApplication(
  baseUrl: string,
  person: Person,
): Promise<{ session: ApiSession; applicationUuid: string }> {
  const session = await signIn(baseUrl, person);
  await session.call('POST', '/pre-flow/step/get-started', {
    firstName: person.firstName,
    lastName: person.lastName,
  });
  const created = await session.call<{ applicationUuid: string }>(
    'POST',
    '/sdl/v1/application',
    applicantData.application,
  );
  return { session, applicationUuid: created.applicationUuid };
}

/**
 * A new application of `person` whose current step is `step`, with valid data given for every step
 * before it. `person` must have no application in progress (one per person), so use a new name per call.
 */
export async function applicationAt(
  baseUrl: string,
  step: string,
  person: Person,
  options: ApplicationAtOptions = {},
): Promise<ApplicationAtStep> {
  if (!flowSteps[step]) throw new Error(`${step} is not a step of flow.json`);
  // An edit step is opened from a main-order step; a step reached by an outcome is walked to.
  const isEditStep = !mainOrder.includes(step) && flowSteps[step]?.editable === true;
  const mainStep = isEditStep ? (options.editFrom ?? 'REVIEW') : step;

  const { session, applicationUuid } = await newApplication(baseUrl, person);
  let current: string = flow.application.firstStep;
  const seen = new Set<string>();
  while (current !== mainStep) {
    seen.add(current);
    const next = await completeStep(
      session,
      applicationUuid,
      current,
      options.ssn ?? applicantData.identity.ssn,
    );
    // Steps reached by an outcome (ADD_BANK_ASSETS, PLAID) lie outside the order; a step seen twice is a loop.
    if (seen.has(next))
      throw new Error(`Submitting ${current} led back to ${next}, not on towards ${mainStep}`);
    current = next;
  }
  if (isEditStep) {
    const opened = await session.call<StepResult>('POST', `/flow/${applicationUuid}/edit`, {
      currentStep: mainStep,
      step,
    });
    if (opened.currentFlowStep !== step) throw new Error(`Edit ${step} opened ${opened.currentFlowStep}`);
  }
  return {
    cookie: session.cookie,
    session,
    applicationUuid,
    url: stepPageUrl(baseUrl, applicationUuid, step),
  };
}

/** A legal name made of letters only (the legalName rule) that is new for each call of a run. */
export function uniquePerson(label: string): Person {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1e6)}`
    .split('')
    .map((digit) => letters[Number(digit)] ?? 'a')
    .join('');
  const clean = label.replace(/[^A-Za-z]/g, '') || 'Step';
  return { firstName: 'Bench', lastName: `${clean}${stamp}`.slice(0, 50) };
}
