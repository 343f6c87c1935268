/**
 * The staff studio in the production build, under the server's Content-Security-Policy (no
 * 'unsafe-eval', server/http/securityHeaders.ts): the step-file checker runs without compiling rules
 * (docs/decisions/0087-the-studio-checks-without-compiling.md) and finds what staff get wrong, and
 * nothing on the page tries to compile — no console error, no policy violation — on any view, any
 * step or any state of the preview.
 */
import { expect, test, type Page } from '@playwright/test';
import staffCopy from '../../schemas/copy/en-US.staff.json' with { type: 'json' };
import getStartedSchema from '../../schemas/steps/get-started/schema.json' with { type: 'json' };
import incomeUi from '../../schemas/steps/income/ui.json' with { type: 'json' };

const text = staffCopy.studio;

test.use({ viewport: { width: 1600, height: 1000 } });

/** Console errors, uncaught errors and Content-Security-Policy violations the page reports. */
async function watchForErrors(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console.error: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [
    ...seen,
    ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).map(
      (violation) => `policy violation: ${violation}`,
    ),
  ];
}

const findings = (page: Page) => page.getByRole('list', { name: text.steps.findingsTitle });

/** Replaces an editor's whole text, as a staff member pasting a file. */
async function replaceText(page: Page, editor: string, value: unknown) {
  await page.getByRole('textbox', { name: editor }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(JSON.stringify(value, null, 2));
}

test('Staff in a production build see the checker’s findings, and the page never tries to compile', async ({
  page,
}) => {
  const errors = await watchForErrors(page);
  await page.goto('/relief-loans/skunkworks');
  await expect(page.getByRole('group', { name: /Diagram of the flow/ })).toBeVisible();

  await page.getByRole('button', { name: text.views.copy, exact: true }).click();
  await expect(page.getByRole('heading', { name: text.copy.title })).toBeVisible();

  await page.getByRole('button', { name: text.views.steps }).click();
  for (const stepFile of ['income', 'get-started', 'address-and-phone', 'agree', 'education']) {
    await page.getByLabel(text.steps.pick).selectOption(stepFile);
    await expect(page.getByRole('textbox', { name: `${stepFile} schema.json` })).toBeVisible();
    await expect(page.getByText(text.steps.noFindings)).toBeVisible();
    await expect(page.getByText(text.steps.checkedWithoutCompiling)).toBeVisible();
    await expect(page.getByText(/could not run|checker stopped/)).toHaveCount(0);
    // A few of the fill generator's invalid fills: each is submitted and shows its message.
    // The studio's State comes before the preview, whose address form has a State of its own.
    const states = page.getByLabel(text.steps.state, { exact: true }).first();
    // A valid fill names lookup entries (a school) by id: the preview shows them without a call,
    // which a public page would have refused (a console error, checked at the end).
    await states.selectOption({ label: text.steps.states.valid });
    const invalid = await states.locator('option', { hasText: /^Breaks / }).allTextContents();
    for (const label of invalid.slice(0, 3)) {
      await states.selectOption({ label });
      await expect(page.getByTestId('expected-message')).toBeVisible();
      const expected = (await page.getByTestId('expected-message').textContent())!.replace(
        'Expected message: ',
        '',
      );
      await expect(page.getByTestId('step-preview').getByText(expected).first()).toBeVisible();
    }
  }

  // A rule without its message, and a ui.json key that is no field: both found, in plain words.
  await page.getByLabel(text.steps.pick).selectOption('get-started');
  await replaceText(page, 'get-started schema.json', {
    ...getStartedSchema,
    properties: {
      ...getStartedSchema.properties,
      firstName: { ...getStartedSchema.properties.firstName, maxLength: 40 },
    },
  });
  await expect(findings(page)).toContainText('The "maxLength" rule has no message');

  await page.getByLabel(text.steps.pick).selectOption('income');
  const { baseIncomeType, ...otherFields } = incomeUi;
  await replaceText(page, 'income ui.json', { ...otherFields, baseIncomeTyp: baseIncomeType });
  await expect(findings(page)).toContainText('"baseIncomeTyp" is not a field of schema.json');
  await expect(page.getByText(/could not run|checker stopped/)).toHaveCount(0);

  // A misspelt rule: what ajv's strict mode would refuse, found without compiling.
  const misspelt = structuredClone(getStartedSchema) as { properties: Record<string, object> };
  misspelt.properties.firstName = { ...misspelt.properties.firstName, minLenght: 2 };
  await page.getByLabel(text.steps.pick).selectOption('get-started');
  await replaceText(page, 'get-started schema.json', misspelt);
  await expect(findings(page)).toContainText('strict mode: unknown keyword: "minLenght"');

  expect(await errors()).toEqual([]);
});
