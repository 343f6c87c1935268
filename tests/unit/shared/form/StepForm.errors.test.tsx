// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStepForm } from './renderStepForm';

describe('Applicant typing into a step form', () => {
  test('sees no error while typing, and the error with role=alert after leaving the field', async () => {
    renderStepForm({ stepId: 'get-relief', submitLabel: 'Go', onSubmit: vi.fn() });
    const amount = await screen.findByLabelText('Loan amount');
    await userEvent.type(amount, 'abc');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter how much you’d like to borrow, using digits only',
    );
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount.getAttribute('aria-describedby')).toContain('root_loanAmount__error');
  });

  test('sees every error and lands on the first one after a failed submit, announced once', async () => {
    const onSubmit = vi.fn();
    renderStepForm({ stepId: 'address-and-phone', submitLabel: 'Continue', onSubmit });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const street = screen.getByLabelText('Street address');
    await waitFor(() => expect(street).toHaveFocus());
    // Focus reads the first field with its error; the others are read in place, not as five alerts.
    expect(street).toHaveAccessibleDescription(/Required/);
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(/Required/);
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('sees a list of the problems above any step’s form after a failed submit, each a link to its field', async () => {
    renderStepForm({ stepId: 'address-and-phone', submitLabel: 'Continue', onSubmit: vi.fn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('region', { name: 'Please check these answers' });
    const links = await within(summary).findAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links[0]).toHaveTextContent('Street address: Required');
  });

  test('after a failed submit, fields that appear later wait for their own blur or the next submit', async () => {
    renderStepForm({ stepId: 'income', submitLabel: 'Continue', onSubmit: vi.fn() });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const employed = await screen.findByRole('radio', { name: 'Employed' });
    await waitFor(() => expect(employed).toHaveAttribute('aria-invalid', 'true'));
    // Choosing "Employed" reveals the job's fields; validation has run on the new answers once the
    // choice itself is no longer in error.
    await userEvent.click(employed);
    await waitFor(() => expect(employed).not.toHaveAttribute('aria-invalid', 'true'));
    const occupation = document.getElementById('root_jobs_0_occupation');
    expect(occupation).not.toBeNull();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    // The next submit shows them.
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(occupation).toHaveAttribute('aria-invalid', 'true'));
  }, 20_000);

  test('points aria-describedby only at elements that exist', async () => {
    renderStepForm({ stepId: 'get-relief', submitLabel: 'Go', onSubmit: vi.fn() });
    for (const field of [await screen.findByLabelText('Loan amount'), screen.getByLabelText(/^Loan term/)]) {
      for (const id of (field.getAttribute('aria-describedby') ?? '').split(' ')) {
        expect(document.getElementById(id), `#${id} of ${field.id}`).not.toBeNull();
      }
    }
  });

  test('hears “(optional)” as a separate word in an optional field’s name', async () => {
    renderStepForm({ stepId: 'get-relief', submitLabel: 'Go', onSubmit: vi.fn() });
    expect(await screen.findByRole('combobox', { name: 'Loan term (months) (optional)' })).toBeVisible();
  });

  test('who leaves an empty field for the submit button submits on that one click', async () => {
    // The blur's error would push the button down between mouse-down and mouse-up; it shows with the submit instead.
    const onSubmit = vi.fn();
    renderStepForm({ stepId: 'id-verification', submitLabel: 'Continue', onSubmit });
    const dob = await screen.findByLabelText('Date of birth');
    const submit = screen.getByRole('button', { name: 'Continue' });
    dob.focus();
    fireEvent.pointerDown(submit);
    fireEvent.blur(dob, { relatedTarget: submit });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(submit);
    await waitFor(() => expect(dob).toHaveFocus());
    expect(dob).toHaveAccessibleDescription(expect.stringContaining('Enter your date of birth'));
    expect(screen.getByLabelText('Social Security number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter your Social Security number'),
    );
  });

  test('who leaves an empty field for Back gets the click, and the error only after it', async () => {
    // Shown on the blur, the error would move Back between mouse-down and mouse-up and the click would miss.
    const onBack = vi.fn();
    renderStepForm({
      stepId: 'id-verification',
      submitLabel: 'Continue',
      onSubmit: vi.fn(),
      children: (
        <button type="button" onClick={onBack}>
          Back
        </button>
      ),
    });
    const dob = await screen.findByLabelText('Date of birth');
    const back = screen.getByRole('button', { name: 'Back' });
    dob.focus();
    fireEvent.pointerDown(back);
    fireEvent.blur(dob, { relatedTarget: back });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.pointerUp(back);
    fireEvent.click(back);
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your date of birth');
  });

  test('who tabs from an empty field to the submit button sees that field’s error at once', async () => {
    renderStepForm({ stepId: 'id-verification', submitLabel: 'Continue', onSubmit: vi.fn() });
    const dob = await screen.findByLabelText('Date of birth');
    dob.focus();
    fireEvent.blur(dob, { relatedTarget: screen.getByRole('button', { name: 'Continue' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your date of birth');
  });

  test('sees no error on a disabled form', async () => {
    renderStepForm({
      stepId: 'phone',
      submitLabel: 'Continue',
      onSubmit: vi.fn(),
      disabled: true,
      formData: { phone: '415' },
    });
    const phone = await screen.findByLabelText('Mobile phone number');
    expect(phone).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('sees the server’s message on the field it names, until they change that field', async () => {
    const onSubmit = vi
      .fn()
      .mockResolvedValue({ fieldErrors: { '/phone': 'This number can’t receive texts' } });
    renderStepForm({ stepId: 'phone', submitLabel: 'Continue', onSubmit, formData: { phone: '4155550123' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const phone = screen.getByLabelText('Mobile phone number');
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAccessibleDescription(/This number can’t receive texts/);
    expect(phone).toHaveValue('(415) 555-0123');
    await userEvent.type(phone, '{backspace}4');
    await waitFor(() => expect(phone).not.toHaveAccessibleDescription(/receive texts/));
  });
});

describe('Applicant whose address and phone the server refuses', () => {
  test('sees the message about the whole address under the address, and the phone’s on the phone', async () => {
    const onSubmit = vi.fn().mockResolvedValue({
      fieldErrors: {
        '/address': 'We could not find this address',
        '/phone': 'This number can’t receive texts',
      },
    });
    renderStepForm({
      stepId: 'address-and-phone',
      submitLabel: 'Continue',
      onSubmit,
      formData: {
        address: {
          streetLineOne: '1450 Mission St',
          city: 'San Francisco',
          stateCode: 'CA',
          zipCode: '94103',
        },
        phone: '4155550123',
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const addressError = await waitFor(() => {
      const slot = document.getElementById('root_address__error');
      expect(slot).toHaveTextContent('We could not find this address');
      return slot!;
    });
    // Focus goes to the address's first field, which is read with the whole address's message.
    const street = screen.getByLabelText(/^Street address/);
    await waitFor(() => expect(street).toHaveFocus());
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription(/We could not find this address/);
    // Under the address's own fields, not under one of them.
    expect(document.getElementById('root_address')).toContainElement(addressError);
    expect(document.getElementById('root_address')).toContainElement(screen.getByLabelText('ZIP code'));
    expect(screen.getByLabelText('Mobile phone number')).toHaveAccessibleDescription(
      /This number can’t receive texts/,
    );
    // The list above the form names both.
    const summary = await screen.findByRole('region', { name: 'Please check these answers' });
    expect(summary).toHaveTextContent('We could not find this address');
    expect(summary).toHaveTextContent('This number can’t receive texts');
    // Changing the address clears its message.
    await userEvent.type(screen.getByLabelText('ZIP code'), '{backspace}4');
    await waitFor(() => expect(addressError).not.toHaveTextContent('We could not find this address'));
  });
});

describe('Applicant asking for an amount that is not in hundreds', () => {
  test('sees the amount that will be requested as soon as they leave the field, and why', async () => {
    const onSubmit = vi.fn();
    renderStepForm({ stepId: 'get-relief', submitLabel: 'Go', onSubmit });
    const amount = await screen.findByLabelText('Loan amount');
    await userEvent.type(amount, '1049');
    await userEvent.tab();
    expect(amount).toHaveValue('$1,000');
    expect(screen.getByRole('status')).toHaveTextContent(
      'We lend in hundreds, so we’ll ask for $1,000.00 (you typed $1,049.00).',
    );
    expect(amount).toHaveAccessibleDescription(/we’ll ask for \$1,000\.00/);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ loanAmount: 1000 });
  });

  test('who presses Enter sees the rounded amount first, and a second Enter sends it', async () => {
    const onSubmit = vi.fn();
    renderStepForm({ stepId: 'get-relief', submitLabel: 'Go', onSubmit });
    const amount = await screen.findByLabelText('Loan amount');
    await userEvent.type(amount, '150{Enter}');
    expect(amount).toHaveValue('$200');
    expect(screen.getByRole('status')).toHaveTextContent('we’ll ask for $200.00 (you typed $150.00)');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(amount, '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ loanAmount: 200 });
  });

  test('keeps an amount that rounds outside the range as typed, with the range error', async () => {
    renderStepForm({ stepId: 'get-relief', submitLabel: 'Go', onSubmit: vi.fn() });
    const amount = await screen.findByLabelText('Loan amount');
    await userEvent.type(amount, '2570');
    await userEvent.tab();
    expect(amount).toHaveValue('$2,570');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter an amount from $200 to $2,500');
  });
});
