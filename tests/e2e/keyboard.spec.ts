/**
 * Keyboard alone completes the steps of spec §2 from the loan amount to identity. No clicks: Tab,
 * Shift+Tab, Space, Enter, arrow keys and typing.
 */
import { expect, test } from '@playwright/test';
import {
  buttons,
  continueButton,
  expectHeading,
  fields,
  getReliefUrl,
  headings,
  loanRoute,
  missionStreet,
} from './support/funnel';
import { arrowDownUntil, replaceFocusedText, tabTo } from './support/keyboard';
import { openConfirmationLink, uniqueName } from './support/people';
import { serverCurrentStep } from './support/serverFlow';

test('An applicant who uses only a keyboard gets from the loan amount to identity', async ({ page }) => {
  const name = uniqueName('Kenji', 'Watanabe');

  await page.goto(getReliefUrl);
  await expectHeading(page, headings.getRelief);
  await tabTo(page, fields.loanAmount(page));
  await replaceFocusedText(page, '1200');
  await tabTo(page, page.getByRole('button', { name: buttons.seeMyOptions }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/interaction\//);

  // The provider's pages by keyboard too: "See my options" opens "Create your account" (the new-account
  // link), then its four fields.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await tabTo(page, page.getByLabel('Legal first name'));
  await page.keyboard.type(name.first);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Legal last name')).toBeFocused();
  await page.keyboard.type(name.last);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.keyboard.type(name.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(name.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await openConfirmationLink(page, name.email);
  await tabTo(page, page.getByRole('button', { name: 'Confirm and continue' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/relief-loans\/get-started(\?|$)/);
  await expect(page).toHaveURL(/loanAmount=1200/);

  await expectHeading(page, headings.getStarted);
  await expect(fields.firstName(page)).toHaveValue(name.first);
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/relief-loans\/use-of-funds(\?|$)/);

  await expectHeading(page, headings.useOfFunds);
  const carRepairs = page.getByRole('radio', { name: 'Car repairs' });
  await tabTo(page, page.getByRole('radio').first());
  // In a radio group the arrow keys move the choice; Space selects the focused one.
  await page.keyboard.press('Space');
  await arrowDownUntil(page, () => carRepairs.isChecked());
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');
  await page.waitForURL(loanRoute('address-and-phone'));

  await expectHeading(page, headings.addressAndPhone);
  await tabTo(page, fields.street(page));
  await page.keyboard.type(missionStreet.street);
  await tabTo(page, fields.city(page));
  await page.keyboard.type(missionStreet.city);
  const state = fields.state(page);
  await tabTo(page, state);
  await arrowDownUntil(page, async () => {
    const chosen = await state.evaluate((element) =>
      element instanceof HTMLSelectElement
        ? [element.value, element.selectedOptions[0]?.textContent ?? '']
        : [(element as HTMLInputElement).value],
    );
    return chosen.some(
      (text) => text.trim() === missionStreet.stateCode || text.trim() === missionStreet.stateName,
    );
  });
  await tabTo(page, fields.zip(page));
  await page.keyboard.type(missionStreet.zip);
  await tabTo(page, fields.phone(page));
  await page.keyboard.type(missionStreet.phone);
  await tabTo(page, continueButton(page));
  // The consent box sits just before Continue: go back to it and tick it.
  await tabTo(page, fields.textConsent(page), { backwards: true });
  await page.keyboard.press('Space');
  await expect(fields.textConsent(page)).toBeChecked();
  await tabTo(page, continueButton(page));
  await page.keyboard.press('Enter');

  await page.waitForURL(loanRoute('identity'));
  const applicationUuid = /\/loan\/([^/]+)\/identity/.exec(page.url())?.[1] ?? '';
  expect(await serverCurrentStep(page, applicationUuid)).toBe('ID_VERIFICATION');
});
