// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStepForm } from '../shared/form/renderStepForm';

async function renderIdentity(onSubmit = vi.fn()) {
  renderStepForm({ stepId: 'id-verification', submitLabel: 'Continue', onSubmit });
  const ssn = await screen.findByLabelText('Social Security number');
  return { ssn: ssn as HTMLInputElement, onSubmit };
}

describe('Applicant entering their SSN', () => {
  test('sees it masked and formatted as they type, only the last four showing', async () => {
    const { ssn } = await renderIdentity();
    await userEvent.type(ssn, '123');
    expect(ssn).toHaveValue('•••');
    await userEvent.type(ssn, '45');
    expect(ssn).toHaveValue('•••-••');
    await userEvent.type(ssn, '6789');
    expect(ssn).toHaveValue('•••-••-6789');
    await userEvent.type(ssn, '0');
    expect(ssn).toHaveValue('•••-••-6789');
  });

  test('can show it and hide it again with a toggle button', async () => {
    const { ssn } = await renderIdentity();
    await userEvent.type(ssn, '123456789');
    const show = screen.getByRole('button', { name: 'Show SSN' });
    // The name says what pressing does; no aria-pressed, which would read "Hide SSN, pressed".
    expect(show).not.toHaveAttribute('aria-pressed');
    expect(show).toHaveAttribute('type', 'button');
    await userEvent.click(show);
    const hide = screen.getByRole('button', { name: 'Hide SSN' });
    expect(ssn).toHaveValue('123-45-6789');
    await userEvent.click(hide);
    expect(ssn).toHaveValue('•••-••-6789');
  });

  test.each(['123-45-6789', '123 45 6789', '123456789'])('can paste "%s"', async (pasted) => {
    const { ssn } = await renderIdentity();
    await userEvent.click(ssn);
    await userEvent.paste(pasted);
    await userEvent.click(screen.getByRole('button', { name: 'Show SSN' }));
    expect(ssn).toHaveValue('123-45-6789');
  });

  test('deletes digits with backspace, also while masked and behind a dash', async () => {
    const { ssn } = await renderIdentity();
    await userEvent.type(ssn, '123456');
    expect(ssn).toHaveValue('•••-••-6');
    await userEvent.type(ssn, '{backspace}');
    expect(ssn).toHaveValue('•••-••');
    await userEvent.type(ssn, '{backspace}{backspace}');
    expect(ssn).toHaveValue('•••');
    await userEvent.click(screen.getByRole('button', { name: 'Show SSN' }));
    expect(ssn).toHaveValue('123');
  });

  test('is not remembered by the browser or a password manager', async () => {
    const { ssn } = await renderIdentity();
    expect(ssn).toHaveAttribute('type', 'text');
    expect(ssn).toHaveAttribute('inputmode', 'numeric');
    expect(ssn).toHaveAttribute('autocomplete', 'off');
    expect(ssn).toHaveAttribute('spellcheck', 'false');
    expect(ssn).toHaveAttribute('data-1p-ignore');
    expect(ssn).toHaveAttribute('data-lpignore', 'true');
  });

  test('is told an impossible SSN is not valid once they leave the field', async () => {
    const { ssn } = await renderIdentity();
    await userEvent.type(ssn, '000123456');
    expect(
      screen.queryByText(
        'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
      ),
    ).toBeNull();
    await userEvent.tab();
    expect(
      await screen.findByText(
        'Check your number: an SSN can’t start with 000, 666 or 9, or have 00 in the middle or 0000 at the end',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(ssn).toHaveAttribute('aria-invalid', 'true');
  });

  test('submits the number the schema checked, formatted with dashes', async () => {
    const { ssn, onSubmit } = await renderIdentity();
    await userEvent.type(screen.getByLabelText('Date of birth'), '07041985');
    await userEvent.type(ssn, '212550143');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '07/04/1985', ssn: '212-55-0143' });
  });

  test('a Continue straight after the last digit, before the form has caught up, sends the whole number', async () => {
    const { ssn, onSubmit } = await renderIdentity();
    await userEvent.type(screen.getByLabelText('Date of birth'), '07041985');
    ssn.focus();
    // As a browser types: outside React's act(), so the form learns the digits in a pending
    // transition (widgets/useTypedDraft.ts) and the submit comes before it has.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(ssn, '212550143');
      ssn.dispatchEvent(new Event('input', { bubbles: true }));
      expect(ssn).toHaveValue('•••-••-0143');
      ssn.form?.requestSubmit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(onSubmit.mock.calls[0]![0]).toEqual({ dob: '07/04/1985', ssn: '212-55-0143' });
  });
});
