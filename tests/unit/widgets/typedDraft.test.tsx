// @vitest-environment jsdom
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ThemedForm } from './ThemedForm';
import { typeNatively, withoutAct } from '../support/nativeTyping';

// widgets/useTypedDraft.ts: a field shows what is typed at once and the form learns it in a
// transition; a submit and a blur send it urgently, so nothing typed is left out of a submit.
const schema: RJSFSchema = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name' }, income: { type: 'number', title: 'Income' } },
};
const uiSchema = { income: { 'ui:widget': 'money' } };

type Data = { name?: string; income?: number };

type Handlers = {
  onSubmit: (event: IChangeEvent) => void;
  onChange: (event: IChangeEvent) => void;
  onBlur: (id: string, value: unknown) => void;
};

function TestForm(props: { formData?: Data } & Handlers) {
  return <ThemedForm schema={schema} uiSchema={uiSchema} {...props} />;
}

function renderForm(
  onSubmit = vi.fn<Handlers['onSubmit']>(),
  onChange = vi.fn<Handlers['onChange']>(),
  onBlur = vi.fn<Handlers['onBlur']>(),
) {
  const handlers = { onSubmit, onChange, onBlur };
  const { rerender } = render(<TestForm {...handlers} />);
  /** Replaces the form's data from outside, as a QA fill or arriving data does. */
  const replaceData = (formData: Data) => rerender(<TestForm {...handlers} formData={formData} />);
  return { ...handlers, replaceData };
}

describe('What is typed reaches the form whole', () => {
  test('a submit straight after a keystroke, before the form has caught up, still holds it', async () => {
    const { onSubmit } = renderForm();
    const income = screen.getByLabelText<HTMLInputElement>(/^Income/);
    income.focus();
    await withoutAct(async () => {
      typeNatively(income, '41000');
      // No blur: the value is only in a pending transition when the form is submitted.
      income.form?.requestSubmit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    });
    expect(onSubmit.mock.calls[0]![0].formData).toMatchObject({ income: 41000 });
  });

  test('text arriving in a field that is not focused (autofill) reaches the form at once', async () => {
    const { onChange } = renderForm();
    const name = screen.getByLabelText<HTMLInputElement>(/^Name/);
    screen.getByLabelText<HTMLInputElement>(/^Income/).focus();
    let reportedBeforeAnyTask: unknown;
    await withoutAct(async () => {
      typeNatively(name, 'Ada');
      // An urgent update commits within the microtasks that follow the event; a transition would
      // wait for a task of React's scheduler.
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
      reportedBeforeAnyTask = onChange.mock.lastCall?.[0].formData;
    });
    expect(reportedBeforeAnyTask).toMatchObject({ name: 'Ada' });
    expect(name).toHaveValue('Ada');
  });

  test('data replaced from outside wins over what a focused field was typing', async () => {
    const { onSubmit, replaceData } = renderForm();
    const name = screen.getByLabelText<HTMLInputElement>(/^Name/);
    await userEvent.type(name, 'Ada');
    replaceData({ name: 'Grace', income: 1000 });
    await waitFor(() => expect(name).toHaveValue('Grace'));
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].formData).toMatchObject({ name: 'Grace', income: 1000 });
  });

  test('leaving a field the form has caught up with sends nothing more', async () => {
    const { onChange } = renderForm();
    const name = screen.getByLabelText(/^Name/);
    await userEvent.type(name, 'Ada');
    await waitFor(() => expect(onChange.mock.lastCall?.[0].formData).toMatchObject({ name: 'Ada' }));
    const changes = onChange.mock.calls.length;
    await userEvent.tab();
    expect(onChange.mock.calls.length).toBe(changes);
  });

  test('a text field submitted with Enter straight after the last key sends every character', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ada Lovelace{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].formData).toMatchObject({ name: 'Ada Lovelace' });
  });

  test('a money field submitted with Enter sends the amount typed', async () => {
    const { onSubmit } = renderForm();
    await userEvent.type(screen.getByLabelText(/^Income/), '52000{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].formData).toMatchObject({ income: 52000 });
  });

  test('leaving a field tells the form and its blur what was typed, and the field shows the form’s value', async () => {
    const { onChange, onBlur } = renderForm();
    const name = screen.getByLabelText(/^Name/);
    await userEvent.type(name, 'Grace');
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledWith('root_name', 'Grace');
    await waitFor(() => expect(onChange.mock.lastCall?.[0].formData).toMatchObject({ name: 'Grace' }));
    const income = screen.getByLabelText(/^Income/);
    await userEvent.type(income, '1234.5');
    await userEvent.tab();
    expect(onBlur).toHaveBeenLastCalledWith('root_income', 1234.5);
    expect(income).toHaveValue('$1,234.50');
  });

  test('clearing a text field leaves it empty in the form', async () => {
    const { onSubmit } = renderForm();
    const name = screen.getByLabelText(/^Name/);
    await userEvent.type(name, 'Ada');
    await userEvent.clear(name);
    await userEvent.type(name, '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].formData?.name).toBeUndefined();
  });
});

describe('A money field takes no more digits than its largest amount', () => {
  test('typing a 30-digit number leaves $9,999,999 and the cents', async () => {
    const { onSubmit } = renderForm();
    const income = screen.getByLabelText<HTMLInputElement>(/^Income/);
    await userEvent.type(income, '9'.repeat(30));
    expect(income).toHaveValue('9999999');
    await userEvent.type(income, '.999');
    expect(income).toHaveValue('9999999.99');
    await userEvent.type(income, '{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0].formData).toMatchObject({ income: 9999999.99 });
  });
});

describe('A phone number paints as typed and reaches the form whole', () => {
  const phoneSchema: RJSFSchema = {
    type: 'object',
    properties: { phone: { type: 'string', title: 'Mobile phone' } },
  };

  test('each key shows the formatted number, and a submit before the form caught up holds all of it', async () => {
    const onSubmit = vi.fn<Handlers['onSubmit']>();
    render(
      <ThemedForm schema={phoneSchema} uiSchema={{ phone: { 'ui:widget': 'phone' } }} onSubmit={onSubmit} />,
    );
    const phone = await screen.findByLabelText<HTMLInputElement>(/^Mobile phone/);
    await userEvent.type(phone, '415555');
    expect(phone).toHaveValue('(415) 555');
    phone.focus();
    await withoutAct(async () => {
      typeNatively(phone, '(415) 5550123');
      expect(phone).toHaveValue('(415) 555-0123');
      phone.form?.requestSubmit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    });
    expect(onSubmit.mock.calls[0]![0].formData).toMatchObject({ phone: '(415) 555-0123' });
  });
});
