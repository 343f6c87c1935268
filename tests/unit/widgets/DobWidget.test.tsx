// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStepForm } from '../shared/form/renderStepForm';

async function renderDob() {
  renderStepForm({ stepId: 'id-verification', submitLabel: 'Continue', onSubmit: vi.fn() });
  return (await screen.findByLabelText('Date of birth')) as HTMLInputElement;
}

describe('Applicant entering their date of birth', () => {
  test('sees it formatted MM/DD/YYYY as they type', async () => {
    const dob = await renderDob();
    await userEvent.type(dob, '03');
    expect(dob).toHaveValue('03');
    await userEvent.type(dob, '14');
    expect(dob).toHaveValue('03/14');
    await userEvent.type(dob, '19870');
    expect(dob).toHaveValue('03/14/1987');
  });

  test('can paste it with or without slashes and delete back over a slash', async () => {
    const dob = await renderDob();
    await userEvent.click(dob);
    await userEvent.paste('03/14/1987');
    expect(dob).toHaveValue('03/14/1987');
    await userEvent.type(dob, '{backspace}{backspace}{backspace}{backspace}{backspace}');
    expect(dob).toHaveValue('03/1');
    await userEvent.clear(dob);
    await userEvent.paste('03141987');
    expect(dob).toHaveValue('03/14/1987');
  });

  test('gets a number pad and the browser is told not to remember it', async () => {
    const dob = await renderDob();
    expect(dob).toHaveAttribute('inputmode', 'numeric');
    expect(dob).toHaveAttribute('autocomplete', 'off');
    expect(dob).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  });

  test('who is under 18 is told they must be 18', async () => {
    const dob = await renderDob();
    await userEvent.type(dob, `0101${new Date().getFullYear() - 10}`);
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be at least 18 to apply');
  });

  test('typing a date that does not exist is asked for a real one', async () => {
    const dob = await renderDob();
    await userEvent.type(dob, '02301990');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid date of birth as MM/DD/YYYY');
    expect(dob).toHaveAttribute('aria-invalid', 'true');
  });
});
