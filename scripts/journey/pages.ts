/**
 * The pages the screenshots and the bench open, and how to reach each one as an applicant would:
 * the public get-relief page and /login signed out; get-started and the pre-flow use-of-funds page
 * signed in; every application step with a screen of its own, loaded directly by a signed-in
 * returning applicant whose application is on that step (the edit steps opened from review).
 */
import { signIn, type ApiSession, type SessionCookie } from './api';
import { appBasePath, applicationAt, loanQuery, uniquePerson } from './applicationAt';

export interface PageTarget {
  /** File-name friendly id: the step in kebab case, `pre-flow-…` for pre-flow pages. */
  name: string;
  kind: 'public' | 'preFlow' | 'step';
  /** The flow.json application step, for kind `step`. */
  step?: string;
  /** The SSN persona that reaches the step (docs/pricing-rules.md), when not the happy path's. */
  ssn?: string;
}

/** Main-order steps with a screen of their own (PRICING's getting-offers moves on by itself within seconds). */
export const applicationSteps = [
  'ADDRESS_AND_PHONE',
  'ID_VERIFICATION',
  'INCOME',
  'EDUCATION',
  'SAVINGS',
  'REVIEW',
  'AGREE',
  'OFFER_SELECTION',
  'OFFER_REVIEW',
  'FUNNEL_COMPLETE',
] as const;

/** Edit steps, reopened with POST /flow/{uuid}/edit. */
export const editSteps = ['LOAN_AMOUNT', 'USE_OF_FUNDS', 'ADDRESS', 'PHONE'] as const;

export const kebab = (step: string) => step.toLowerCase().replace(/_/g, '-');

export const stepTargets: PageTarget[] = [
  ...[...applicationSteps, ...editSteps].map((step): PageTarget => ({
    name: kebab(step),
    kind: 'step',
    step,
  })),
  // Steps reached by a pricing outcome: a thin credit file is asked to link a bank account.
  ...['ADD_BANK_ASSETS', 'PLAID'].map((step): PageTarget => ({
    name: kebab(step),
    kind: 'step',
    step,
    ssn: '123452500',
  })),
];

export const preFlowTargets: PageTarget[] = [
  { name: 'get-relief', kind: 'public' },
  { name: 'login', kind: 'public' },
  { name: 'pre-flow-get-started', kind: 'preFlow' },
  { name: 'pre-flow-use-of-funds', kind: 'preFlow' },
];

export interface OpenedPage {
  url: string;
  /** The signed-in applicant's session cookie; none for public pages. */
  cookie?: SessionCookie;
  /** The applicant's API session, for signed-in pages. */
  session?: ApiSession;
  applicationUuid?: string;
}

export interface PrepareOptions {
  /**
   * REVIEW only: the education is removed after review (edit EDUCATION, delete, go back), as another
   * tab could, so Continue on review is refused with 422 (docs/test-scenarios.md).
   */
  missingEducation?: boolean;
}

/** Prepares the server for `target` (a new applicant each call) and answers the URL to open. */
export async function prepareTarget(
  baseUrl: string,
  target: PageTarget,
  options: PrepareOptions = {},
): Promise<OpenedPage> {
  switch (target.name) {
    case 'get-relief':
      return { url: `${baseUrl}${appBasePath}/get-relief?${loanQuery}` };
    case 'login':
      return {
        url: `${baseUrl}/login?after_sign_in_path=${encodeURIComponent(`${appBasePath}/get-relief`)}`,
      };
    case 'pre-flow-get-started': {
      const session = await signIn(baseUrl, uniquePerson(target.name));
      return { url: `${baseUrl}${appBasePath}/get-started?${loanQuery}`, cookie: session.cookie, session };
    }
    case 'pre-flow-use-of-funds': {
      const person = uniquePerson(target.name);
      const session = await signIn(baseUrl, person);
      await session.call('POST', '/pre-flow/step/get-started', {
        firstName: person.firstName,
        lastName: person.lastName,
      });
      return { url: `${baseUrl}${appBasePath}/use-of-funds?${loanQuery}`, cookie: session.cookie, session };
    }
    default: {
      if (!target.step) throw new Error(`Unknown page ${target.name}`);
      const placed = await applicationAt(
        baseUrl,
        target.step,
        uniquePerson(target.name),
        target.ssn ? { ssn: target.ssn } : {},
      );
      if (options.missingEducation) {
        if (target.step !== 'REVIEW') throw new Error('missingEducation applies to REVIEW only');
        await removeEducationAfterReview(placed.session, placed.applicationUuid);
      }
      return {
        url: placed.url,
        cookie: placed.cookie,
        session: placed.session,
        applicationUuid: placed.applicationUuid,
      };
    }
  }
}

async function removeEducationAfterReview(session: ApiSession, uuid: string): Promise<void> {
  await session.call('POST', `/flow/${uuid}/edit`, { currentStep: 'REVIEW', step: 'EDUCATION' });
  const educations = await session.call<{ id: number }[]>('GET', `/application/${uuid}/education`);
  for (const education of educations) {
    await session.call('DELETE', `/application/${uuid}/education`, { id: education.id });
  }
  await session.call('POST', `/flow/${uuid}/go-back`, { currentStep: 'EDUCATION' });
}
