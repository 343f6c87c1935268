/**
 * A fast way to the agree step as a pricing persona of docs/pricing-rules.md (an SSN range of the
 * sandbox bureau, savings): every step before agree is given through the API, as
 * scripts/journey/applicationAt.ts does with its one applicant, and the browser is signed in as the
 * same person. The applicant then agrees in the browser, so pricing starts the way it does for people.
 */
import { expect, type Page } from '@playwright/test';
import flow from '../../../schemas/flow.json' with { type: 'json' };
import { applicantData, newApplication, stepPageUrl } from '../../../scripts/journey/applicationAt';
import type { ApiSession } from '../../../scripts/journey/api';
import { agreeFields, onStep, stepHeadings } from './application';
import { uniqueName } from './people';

export type PricingPersona = {
  /** Nine digits; its last four pick the sandbox bureau's report. */
  ssn: string;
  savingsCheckingAmount?: number;
};

/** docs/pricing-rules.md: score 680 (tier C) and $6,000 saved: a bank link is offered (PLAID_OPTIONAL). */
export const bankLinkOptional: PricingPersona = { ssn: '123455500', savingsCheckingAmount: 6000 };
/** A thin credit file: offers only with a bank link (PLAID_REQUIRED). */
export const bankLinkRequired: PricingPersona = { ssn: '123452500' };
/** A poor credit score (520): declined, no line of credit (PRICING_DISQUALIFIED). */
export const declinedForScore: PricingPersona = { ssn: '123453001' };
/** A low credit score (570): the loan is declined and a $500 line of credit offered (DISQUALIFIED_WITH_PLOC_OFFER). */
export const cashLineOffered: PricingPersona = { ssn: '123453501' };
/** No bureau file matches: identity cannot be verified (UNABLE_TO_VERIFY). */
export const identityUnmatched: PricingPersona = { ssn: '123450500' };

const stepPathOf = (step: string) =>
  (flow.application.steps as Record<string, { stepPath?: string }>)[step]?.stepPath ?? '';

async function submitStep(session: ApiSession, uuid: string, step: string): Promise<string> {
  const moved = await session.call<{ currentFlowStep: string }>(
    'POST',
    `/flow/${uuid}/step/${stepPathOf(step)}`,
    {},
  );
  return moved.currentFlowStep;
}

/**
 * A new applicant, signed in in the browser, whose application is on AGREE with the persona's SSN
 * and savings (and applicantData's Ohio address, $60,000 salary and high-school education); the
 * page shows agree. Returns the application id.
 */
export async function reachAgreeAs(page: Page, baseURL: string, persona: PricingPersona): Promise<string> {
  const name = uniqueName('Robin', 'Banks');
  const { session, applicationUuid: uuid } = await newApplication(baseURL, {
    firstName: name.first,
    lastName: name.last,
  });
  const personalInfo = (body: unknown) => session.call('PUT', `/application/${uuid}/personal-info`, body);
  await personalInfo({ address: applicantData.address, phone: applicantData.phone });
  expect(await submitStep(session, uuid, 'ADDRESS_AND_PHONE')).toBe('ID_VERIFICATION');
  await personalInfo({ dob: applicantData.identity.dob, ssn: persona.ssn });
  expect(await submitStep(session, uuid, 'ID_VERIFICATION')).toBe('INCOME');
  await session.call('POST', `/application/${uuid}/jobs-income-sources`, {
    kind: 'JOB',
    jobFields: applicantData.salaryJob,
  });
  expect(await submitStep(session, uuid, 'INCOME')).toBe('EDUCATION');
  await session.call('POST', `/application/${uuid}/education`, applicantData.education);
  expect(await submitStep(session, uuid, 'EDUCATION')).toBe('SAVINGS');
  await session.call('POST', `/application/${uuid}/wealth-account`, {
    ...applicantData.savings,
    savingsCheckingAmount: persona.savingsCheckingAmount ?? applicantData.savings.savingsCheckingAmount,
  });
  expect(await submitStep(session, uuid, 'SAVINGS')).toBe('REVIEW');
  expect(await submitStep(session, uuid, 'REVIEW')).toBe('AGREE');

  await page.context().addCookies([{ name: session.cookie.name, value: session.cookie.value, url: baseURL }]);
  await page.goto(stepPageUrl(baseURL, uuid, 'AGREE'));
  await onStep(page, 'agree', stepHeadings.agree, agreeFields.submit(page), uuid);
  return uuid;
}

/** Agrees as the persona: confirms the SSN, ticks every consent, submits; pricing starts. */
export async function agreeAs(page: Page, persona: PricingPersona): Promise<void> {
  await agreeFields.ssn(page).fill(persona.ssn);
  const boxes = agreeFields.consents(page);
  for (let index = 0; index < (await boxes.count()); index += 1) await boxes.nth(index).check();
  await agreeFields.submit(page).click();
}
