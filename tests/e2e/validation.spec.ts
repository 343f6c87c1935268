/**
 * Each invalid input shows its message next to the field (spec §5, messages from
 * schemas/definitions.json), focus goes to the first field in error, and the documented side exits
 * (docs/test-scenarios.md) are reached from form input alone.
 */
import { expect, test } from '@playwright/test';
import definitions from '../../schemas/definitions.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/axe';
import { expectFieldError, expectNoFieldError, typeInto } from './support/fieldErrors';
import {
  applicationUuidOf,
  buttons,
  continueButton,
  expectHeading,
  fields,
  fillAddressAndPhone,
  headings,
  loanRoute,
  missionStreet,
  openGetRelief,
  reachAddressAndPhone,
  submitGetRelief,
} from './support/funnel';
import { signIn, uniqueName } from './support/people';
import { captureScreens } from './support/screens';

const addressRules = definitions.definitions.address.properties;
const messages = {
  notANumber: definitions.definitions.loanAmount.errorMessage.type,
  // Spec §5's exact words with product.json's limits (the schema holds them as templates).
  amountRange: 'Please enter an amount from $200 to $2,500',
  termMin: 'Term must be greater than or equal to 3',
  termMax: 'Term must be less than or equal to 18',
  termStep: 'Must be a multiple of 3',
  street: addressRules.streetLineOne.errorMessage.pattern,
  zip: addressRules.zipCode.errorMessage.pattern,
  phone: definitions.definitions.phone.errorMessage.format,
  required: addressRules.city.errorMessage.minLength,
};

test.describe('An applicant who types a bad loan request', () => {
  test.beforeEach(async ({ page }) => {
    await openGetRelief(page, '/relief-loans/get-relief');
  });

  test('is told the amount must be a number', async ({ page }) => {
    const amount = fields.loanAmount(page);
    await typeInto(amount, 'abc');
    await page.getByRole('button', { name: buttons.seeMyOptions }).click();
    await expectFieldError(page, amount, messages.notANumber);
    await expect(page).toHaveURL(/\/relief-loans\/get-relief/);
    await expect(amount).toBeFocused();
    await expectNoAxeViolations(page, 'get-relief with an amount error');
  });

  for (const tooFar of ['5000', '140']) {
    test(`is told ${tooFar} is outside $200 to $2,500`, async ({ page }) => {
      const amount = fields.loanAmount(page);
      await typeInto(amount, tooFar);
      await expectFieldError(page, amount, messages.amountRange);
      await typeInto(amount, '1000');
      await expectNoFieldError(amount);
    });
  }

  test('can only pick a term the product offers, or is told why not', async ({ page }) => {
    const term = fields.loanTerm(page);
    if ((await term.evaluate((element) => element.tagName)) === 'SELECT') {
      const offered = await term
        .locator('option')
        .evaluateAll((options) => options.map((option) => option.textContent?.trim() ?? ''));
      const months = offered.map((text) => Number(/\d+/.exec(text)?.[0])).filter((value) => value > 0);
      expect(months).toEqual([3, 6, 9, 12, 15, 18]);
      return;
    }
    for (const [typed, message] of [
      ['2', messages.termMin],
      ['21', messages.termMax],
      ['5', messages.termStep],
    ] as const) {
      await typeInto(term, typed);
      await expectFieldError(page, term, message);
    }
  });
});

test.describe('An applicant who types a bad address or phone', () => {
  let applicationUuid = '';

  test.beforeEach(async ({ page }) => {
    applicationUuid = await reachAddressAndPhone(page, uniqueName('Nadia', 'Okafor'));
  });

  test('sees each message next to its field', async ({ page }) => {
    await typeInto(fields.street(page), 'Main St');
    await expectFieldError(page, fields.street(page), messages.street);

    await typeInto(fields.city(page), '');
    await expectFieldError(page, fields.city(page), messages.required);

    await typeInto(fields.zip(page), '9410');
    await expectFieldError(page, fields.zip(page), messages.zip);

    await typeInto(fields.phone(page), '41555');
    await expectFieldError(page, fields.phone(page), messages.phone);

    await expectNoAxeViolations(page, 'address-and-phone with errors');
    await captureScreens(page, 'address-and-phone-errors');

    await continueButton(page).click();
    await expect(fields.street(page)).toBeFocused();
    await expect(page).toHaveURL(loanRoute('address-and-phone', applicationUuid));
    // What the applicant typed is never lost on an error.
    await expect(fields.street(page)).toHaveValue('Main St');
  });

  test('is taken to the first field in error after Continue', async ({ page }) => {
    await fields.street(page).fill(missionStreet.street);
    await continueButton(page).click();
    await expectFieldError(page, fields.city(page), messages.required);
    await expect(fields.city(page)).toBeFocused();
    await expect(page).toHaveURL(loanRoute('address-and-phone', applicationUuid));
  });
});

test('Applicant in New York is told the loan isn’t available in their state', async ({ page }) => {
  const applicationUuid = await reachAddressAndPhone(page, uniqueName('Dmitri', 'Volkov'));
  await fillAddressAndPhone(page, {
    street: '350 5th Ave',
    city: 'New York',
    stateCode: 'NY',
    stateName: 'New York',
    zip: '10118',
    phone: '2125550147',
  });
  await continueButton(page).click();
  await page.waitForURL(loanRoute('not-available/state', applicationUuid));
  await expectHeading(page, headings.disqualifiedState);
  await expectNoAxeViolations(page, 'not-available/state');
  await captureScreens(page, 'not-available-state');
});

test('Applicant named Ineligible is told they are not eligible', async ({ page }) => {
  await openGetRelief(page);
  await submitGetRelief(page);
  await signIn(page, uniqueName('Jordan', 'Ineligible'));
  await page.waitForURL(/\/relief-loans\/not-eligible(\?|$)/);
  await expectHeading(page, headings.notEligible);
  expect(() => applicationUuidOf(page.url())).toThrow();
  await expectNoAxeViolations(page, 'not-eligible');
  await captureScreens(page, 'not-eligible');
});
