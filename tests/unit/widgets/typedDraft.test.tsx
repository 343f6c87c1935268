// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { templateMap } from '../../../widgets/templateMap';
import { getSystem } from '../../../widgets/theme/system';
import { widgetMap } from '../../../widgets/widgetMap';

// widgets/useTypedDraft.ts: a field shows what is typed at once and the form learns it in a
// transition; a submit and a blur send it urgently, so nothing typed is left out of a submit.
const schema: RJSFSchema = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name' }, income: { type: 'number', title: 'Income' } },
};
const uiSchema = { income: { 'ui:widget': 'money' } };

function renderForm(onSubmit = vi.fn(), onChange = vi.fn(), onBlur = vi.fn()) {
  render(
    <ChakraProvider value={getSystem()}>
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        templates={templateMap}
        widgets={widgetMap}
        onSubmit={onSubmit}
        onChange={onChange}
        onBlur={onBlur}
      />
    </ChakraProvider>,
  );
  return { onSubmit, onChange, onBlur };
}

/** Types `text` the way a browser does, outside React's act(), so the transition is still pending. */
function typeNatively(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('What is typed reaches the form whole', () => {
  test('Enter straight after a keystroke, before the form has caught up, still submits it', async () => {
    const { onSubmit } = renderForm();
    const name = screen.getByLabelText<HTMLInputElement>(/^Name/);
    const income = screen.getByLabelText<HTMLInputElement>(/^Income/);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      typeNatively(name, 'Ada');
      typeNatively(income, '41000');
      // Neither field was left (as after a browser's autofill): both values are only in pending
      // transitions when the form is submitted, and both must be in the submit.
      income.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      name.form?.requestSubmit();
      await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(onSubmit.mock.calls[0]![0].formData).toMatchObject({ name: 'Ada', income: 41000 });
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
    expect(onSubmit.mock.calls[0]![0].formData.name).toBeUndefined();
  });
});
