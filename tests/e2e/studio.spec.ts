/**
 * The staff studio (docs/studio.md) in real Chromium against the production build: a staff member
 * opens a step, changes a field's label and a rule's message in the schema editor, and sees both in
 * the preview — the label on the field, the message when the invalid fill of that rule is shown.
 * A production build is read-only: no save, a download of the changed file instead.
 */
import { expect, test } from '@playwright/test';
import staffCopy from '../../schemas/copy/en-US.staff.json' with { type: 'json' };
import schema from '../../schemas/steps/get-started/schema.json' with { type: 'json' };

const text = staffCopy.studio;

test.use({ viewport: { width: 1600, height: 1000 } });

test('Staff change a label and a rule message in the studio and see them in the preview', async ({
  page,
}) => {
  await page.goto('/relief-loans/skunkworks');
  await expect(page.getByRole('group', { name: /Diagram of the flow/ })).toBeVisible();
  await page
    .getByRole('button', { name: `${text.flow.open.replace('{stepFile}', 'get-started')}` })
    .first()
    .click();

  const preview = page.getByTestId('step-preview');
  await expect(preview.getByLabel(/Legal first name/)).toBeVisible();

  // The staff member rewrites schema.json in the editor: a new label and new words for a rule.
  const edited = JSON.stringify(
    {
      ...schema,
      properties: {
        ...schema.properties,
        firstName: { ...schema.properties.firstName, title: 'Given name' },
      },
      errorMessage: { required: { ...schema.errorMessage.required, firstName: 'Tell us your first name' } },
    },
    null,
    2,
  );
  const editor = page.getByRole('textbox', { name: 'get-started schema.json' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(edited);

  await expect(preview.getByLabel(/Given name/)).toBeVisible();
  await page.getByLabel(text.steps.state).selectOption({ label: 'Breaks firstName.required on /firstName' });
  await expect(page.getByTestId('expected-message')).toHaveText('Expected message: Tell us your first name');
  await expect(preview.getByLabel(/Given name/)).toHaveAccessibleDescription(/Tell us your first name/);

  // At each width the form is the same form.
  await page.getByRole('button', { name: text.steps.widths.desktop }).click();
  await expect(preview).toHaveAttribute('data-width', '1280');
  await expect(preview.getByLabel(/Given name/)).toBeVisible();

  // A production build is read-only: the change is downloaded, not saved.
  await expect(page.getByRole('button', { name: text.steps.save })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download get-started.schema.json' }).click();
  expect((await download).suggestedFilename()).toBe('get-started.schema.json');
});
