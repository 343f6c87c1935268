/**
 * Forms that forgive, on address-and-phone at 390 px as on a phone: the states we don't lend in yet
 * (product.json nonQualifyingStates) are named above the form and marked in the state list, and
 * choosing one says so at once, beside the state, before the rest of the address is typed
 * (core/rules/statesNotServed.ts). The server still decides: a New York address still ends at
 * not-available/state (tests/e2e/validation.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import {
  chooseState,
  continueButton,
  fields,
  fillAddressAndPhone,
  loanRoute,
  missionStreet,
  reachAddressAndPhone,
} from './support/funnel';
import { uniqueName } from './support/people';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/forgive-${name}-390.png`, fullPage: true });

test('An applicant sees the states we don’t lend in, marked in the list, and is told at once on choosing New York', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const applicationUuid = await reachAddressAndPhone(page, uniqueName('Priya', 'Natarajan'));
  const notServed = page.getByRole('status').filter({ hasText: /We can’t lend in New York yet/ });

  await test.step('said up front, and marked in the list', async () => {
    await expect(page.getByText('We can’t lend in Connecticut, New York and Wisconsin yet.')).toBeVisible();
    const state = fields.state(page);
    await expect(state.locator('option', { hasText: 'New York — not available yet' })).toHaveCount(1);
    await expect(state.locator('option', { hasText: 'Connecticut — not available yet' })).toHaveCount(1);
    await expect(state.locator('option', { hasText: 'Wisconsin — not available yet' })).toHaveCount(1);
    await expect(state.locator('option', { hasText: /^California$/ })).toHaveCount(1);
    await expect(notServed).toHaveCount(0);
    await shot(page, 'state-before');
  });

  await test.step('choosing New York, before anything else is typed, says so beside the state', async () => {
    await fields.street(page).fill(missionStreet.street);
    await chooseState(fields.state(page), 'NY', 'New York');
    await expect(notServed).toBeVisible();
    await expect(fields.city(page)).toHaveValue('');
    await expectNoAxeViolations(page, 'address-and-phone (a state we don’t lend in)');
    await shot(page, 'state-new-york');
  });

  await test.step('another state clears the message; what was typed stays and the step goes on', async () => {
    await chooseState(fields.state(page), 'CA', 'California');
    await expect(notServed).toHaveCount(0);
    await expect(fields.street(page)).toHaveValue(missionStreet.street);
    await fillAddressAndPhone(page, missionStreet);
    await shot(page, 'state-corrected');
    await fields.textConsent(page).check();
    await continueButton(page).click();
    await page.waitForURL(loanRoute('identity', applicationUuid));
  });
});
