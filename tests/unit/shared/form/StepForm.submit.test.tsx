// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStepForm } from './renderStepForm';

describe('Applicant submitting a step form', () => {
  test('submits once even when double-clicking, and the button is busy meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderStepForm({
      stepId: 'get-relief',
      submitLabel: 'See my options',
      onSubmit,
      formData: { loanAmount: 1000 },
    });
    const button = await screen.findByRole('button', { name: 'See my options' });
    await userEvent.dblClick(button);
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('aria-busy', 'true');
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  test('keeps what they typed when the submission fails', async () => {
    const onSubmit = vi.fn().mockRejectedValue(new Error('offline'));
    renderStepForm({ stepId: 'get-started', submitLabel: 'Continue', onSubmit });
    await userEvent.type(await screen.findByLabelText('Legal first name'), 'Maria');
    await userEvent.type(screen.getByLabelText('Legal last name'), 'Garcia');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' })).catch(() => undefined);
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByLabelText('Legal first name')).toHaveValue('Maria');
    expect(screen.getByLabelText('Legal last name')).toHaveValue('Garcia');
  });

  test('hands over the typed data as the schema shapes it', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderStepForm({ stepId: 'get-relief', submitLabel: 'Go', onSubmit });
    await userEvent.type(await screen.findByLabelText('Loan amount'), '$1,200');
    await userEvent.selectOptions(screen.getByLabelText(/Loan term/), '6');
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ loanAmount: 1200, loanTerm: 6 });
  });
});

describe('Applicant changing an answer', () => {
  test('is reported by the field it changed (for analytics), never by what was typed', async () => {
    const onFieldChange = vi.fn();
    renderStepForm({ stepId: 'get-started', submitLabel: 'Continue', onSubmit: vi.fn(), onFieldChange });
    await userEvent.type(await screen.findByLabelText('Legal first name'), 'Ma');
    expect(onFieldChange).toHaveBeenCalledWith('/firstName');
    expect(onFieldChange.mock.calls.flat()).not.toContain('Ma');
    expect(onFieldChange.mock.calls.every(([pointer]) => pointer === '/firstName')).toBe(true);
  });
});
