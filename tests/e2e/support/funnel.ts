/**
 * The steps of the funnel as an applicant takes them, by role and label text from the step files
 * (schemas/steps/<step>/schema.json titles, schemas/copy/en-US.json pages). Specs compose these.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import copy from '../../../schemas/copy/en-US.json' with { type: 'json' };
import { signIn, type LegalName } from './people';

export const getReliefUrl = '/relief-loans/get-relief?loanAmount=1000&loanTerm=12';

export interface AddressAndPhone {
  street: string;
  city: string;
  /** USPS code, the value the schema stores */
  stateCode: string;
  /** how the state may be shown in the list */
  stateName: string;
  zip: string;
  phone: string;
}

export const missionStreet: AddressAndPhone = {
  street: '1450 Mission St',
  city: 'San Francisco',
  stateCode: 'CA',
  stateName: 'California',
  zip: '94103',
  phone: '4155550123',
};

export const uuidPattern = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** A URL matcher for /relief-loans/loan/{uuid}/<subPath>, with any query. */
export function loanRoute(subPath: string, applicationUuid?: string): RegExp {
  return new RegExp(`/relief-loans/loan/${applicationUuid ?? uuidPattern}/${subPath}(\\?|$)`);
}

export function applicationUuidOf(url: string): string {
  const match = new RegExp(`/relief-loans/loan/(${uuidPattern})(/|\\?|$)`).exec(url);
  if (!match?.[1]) throw new Error(`No application id in ${url}`);
  return match[1];
}

export const fields = {
  loanAmount: (page: Page) => page.getByLabel(/^Loan amount/),
  loanTerm: (page: Page) => page.getByLabel(/^Loan term/),
  firstName: (page: Page) => page.getByLabel(/^Legal first name/),
  lastName: (page: Page) => page.getByLabel(/^Legal last name/),
  street: (page: Page) => page.getByLabel(/^Street address/),
  city: (page: Page) => page.getByLabel(/^City/),
  state: (page: Page) => page.getByLabel(/^State/),
  zip: (page: Page) => page.getByLabel(/^ZIP code/),
  phone: (page: Page) => page.getByLabel(/^Mobile phone number/),
  textConsent: (page: Page) => page.getByRole('checkbox', { name: /^Text me updates/ }),
};

export const continueButton = (page: Page) =>
  page.getByRole('button', { name: buttons.continue, exact: true });

/** The heading of each screen, read from the copy product staff edit (schemas/copy/en-US.json pages). */
export const headings = {
  getRelief: copy.pages.getRelief.title,
  getStarted: copy.pages.getStarted.title,
  useOfFunds: copy.pages.useOfFunds.title,
  addressAndPhone: copy.pages.addressAndPhone.title,
  idVerification: copy.pages.idVerification.title,
  notEligible: copy.pages.notEligible.title,
  disqualifiedState: copy.pages.disqualifiedState.title,
};

/** Button labels from the copy file. */
export const buttons = {
  seeMyOptions: copy.pages.getRelief.submit,
  continue: copy.common.continue,
};

export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
}

export async function openGetRelief(page: Page, url = getReliefUrl): Promise<void> {
  await page.goto(url);
  await expectHeading(page, headings.getRelief);
  await expect(fields.loanAmount(page)).toBeVisible();
}

/** get-relief -> /account/new: the public step sends a signed-out applicant to make an account (or sign in). */
export async function submitGetRelief(page: Page): Promise<void> {
  await page.getByRole('button', { name: buttons.seeMyOptions }).click();
  await page.waitForURL(/\/interaction\//);
}

/** /login -> get-started, where the signed-in name is already filled in. */
export async function signInToGetStarted(page: Page, name: LegalName): Promise<void> {
  await signIn(page, name);
  await page.waitForURL(/\/relief-loans\/get-started(\?|$)/);
  await expectHeading(page, headings.getStarted);
  await expect(fields.firstName(page)).toBeVisible();
}

export async function confirmLegalName(page: Page): Promise<void> {
  await continueButton(page).click();
  await page.waitForURL(/\/relief-loans\/use-of-funds(\?|$)/);
  await expectHeading(page, headings.useOfFunds);
  await expect(page.getByRole('radio').first()).toBeVisible();
}

/** use-of-funds -> the new application's address-and-phone step; returns the application id. */
export async function chooseReason(page: Page, reason = 'Car repairs'): Promise<string> {
  await page.getByRole('radio', { name: reason }).check();
  await continueButton(page).click();
  await page.waitForURL(loanRoute('address-and-phone'));
  await expectHeading(page, headings.addressAndPhone);
  // The step form loads after the heading; wait for it so checks see the finished page.
  await expect(fields.street(page)).toBeVisible();
  return applicationUuidOf(page.url());
}

/** Picks a state whether the list shows codes or names, and whatever its option values are. */
export async function chooseState(state: Locator, code: string, name: string): Promise<void> {
  // A state we don't lend in is labelled with a note ("New York — not available yet").
  const marked = (await state.locator('option').allTextContents()).find((text) =>
    text.startsWith(`${name} —`),
  );
  for (const option of [...(marked ? [{ label: marked }] : []), code, { label: name }, { label: code }]) {
    try {
      await state.selectOption(option, { timeout: 2_000 });
      return;
    } catch {
      // try the next way the option may be written
    }
  }
  throw new Error(`Could not choose ${code} (${name}) in the state list`);
}

export async function fillAddressAndPhone(page: Page, contact: AddressAndPhone): Promise<void> {
  await fields.street(page).fill(contact.street);
  await fields.city(page).fill(contact.city);
  await chooseState(fields.state(page), contact.stateCode, contact.stateName);
  await fields.zip(page).fill(contact.zip);
  await fields.phone(page).fill(contact.phone);
  await fields.phone(page).blur();
}

/** A new applicant from get-relief to the address-and-phone step; returns the application id. */
export async function reachAddressAndPhone(page: Page, name: LegalName): Promise<string> {
  await openGetRelief(page);
  await submitGetRelief(page);
  await signInToGetStarted(page, name);
  await confirmLegalName(page);
  return chooseReason(page);
}

/** Completes address-and-phone with a qualifying address and lands on identity. */
export async function reachIdentity(page: Page, name: LegalName): Promise<string> {
  const applicationUuid = await reachAddressAndPhone(page, name);
  await fillAddressAndPhone(page, missionStreet);
  await fields.textConsent(page).check();
  await continueButton(page).click();
  await page.waitForURL(loanRoute('identity', applicationUuid));
  return applicationUuid;
}
