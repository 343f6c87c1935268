// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { activeStepForm } from '../../../../src/shared/devToolkit/activeStepForm';
import { renderStepForm } from './renderStepForm';
import { typeNatively, withoutAct } from '../../support/nativeTyping';

// src/shared/form/StepForm.tsx: RJSF holds the answers as typed and the step learns them in a
// transition (docs/decisions/0079-the-form-holds-what-is-typed.md). Nothing typed may be lost to an
// urgent render that comes while the step has not caught up, and data from outside replaces the answers.

describe('Answers typed faster than the step catches up', () => {
  test('fields typed and left one after another, then submitted at once, all reach the submit', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderStepForm({ stepId: 'get-started', submitLabel: 'Continue', onSubmit });
    const first = await screen.findByLabelText<HTMLInputElement>('Legal first name');
    const last = screen.getByLabelText<HTMLInputElement>('Legal last name');
    await withoutAct(async () => {
      first.focus();
      typeNatively(first, 'Maria');
      // Leaving the field marks it touched: an urgent render while the typed change is pending.
      last.focus();
      typeNatively(last, 'Garcia');
      first.focus();
      typeNatively(first, 'Mariana');
      last.form?.requestSubmit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    });
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Mariana', lastName: 'Garcia' });
    expect(first).toHaveValue('Mariana');
    expect(last).toHaveValue('Garcia');
  });
});

describe('Data from outside the form', () => {
  test('answers arriving after the form mounted replace what it shows and what it submits', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const props = { stepId: 'get-started', submitLabel: 'Continue', onSubmit };
    const { rerenderWith } = renderStepForm(props);
    await userEvent.type(await screen.findByLabelText('Legal first name'), 'Typed');
    rerenderWith({ ...props, formData: { firstName: 'Ana', lastName: 'Ruiz' } });
    await waitFor(() => expect(screen.getByLabelText('Legal first name')).toHaveValue('Ana'));
    expect(screen.getByLabelText('Legal last name')).toHaveValue('Ruiz');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Ana', lastName: 'Ruiz' });
  });

  test('equal data set after the first render (a prefill of nothing) keeps what was typed and the focus', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const props = { stepId: 'get-started', submitLabel: 'Continue', onSubmit };
    const { rerenderWith } = renderStepForm(props);
    const first = await screen.findByLabelText('Legal first name');
    await userEvent.type(first, 'Typed');
    rerenderWith({ ...props, formData: {} });
    expect(screen.getByLabelText('Legal first name')).toBe(first);
    expect(first).toHaveFocus();
    expect(first).toHaveValue('Typed');
  });

  test('a QA fill shows in the fields and is submitted like typed answers', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderStepForm({ stepId: 'get-started', submitLabel: 'Continue', onSubmit });
    await userEvent.type(await screen.findByLabelText('Legal first name'), 'Typed');
    act(() => activeStepForm()?.fill({ firstName: 'Lena', lastName: 'Park' }, { showErrors: false }));
    await waitFor(() => expect(screen.getByLabelText('Legal first name')).toHaveValue('Lena'));
    await userEvent.type(screen.getByLabelText('Legal last name'), '{End}s');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ firstName: 'Lena', lastName: 'Parks' });
  });
});
