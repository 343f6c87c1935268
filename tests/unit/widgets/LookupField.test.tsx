// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider } from '@chakra-ui/react';
import Form from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { SWRConfig } from 'swr';
import { fieldMap, preloadFields } from '../../../widgets/fieldMap';
import {
  LookupSourceProvider,
  type LookupOption,
  type LookupSourceName,
  type LookupSources,
} from '../../../widgets/lookups/LookupSourceContext';
import { templateMap } from '../../../widgets/templateMap';
import { getSystem } from '../../../widgets/theme/system';
import { widgetMap } from '../../../widgets/widgetMap';

const lookupValue = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' }, type: { type: 'string' } },
} as const;

const schema: RJSFSchema = {
  type: 'object',
  required: ['occupation'],
  properties: {
    occupation: { ...lookupValue, title: 'Occupation' },
    company: { ...lookupValue, title: 'Employer' },
  },
};

const uiSchema: UiSchema = {
  occupation: { 'ui:field': 'lookup', 'ui:options': { source: 'occupations' } },
  company: { 'ui:field': 'lookup', 'ui:options': { source: 'companies', allowCreate: true } },
};

const occupations: LookupOption[] = [
  { id: '1', name: 'Registered Nurse', keywords: ['rn', 'nursing'] },
  { id: '2', name: 'Nurse Practitioner', keywords: ['np'] },
  { id: '3', name: 'Licensed Practical Nurse', keywords: ['lpn'] },
  { id: '4', name: 'Nursery Worker', keywords: ['greenhouse'] },
];

const companies: LookupOption[] = [
  { id: '10', name: 'City of Columbus' },
  { id: '11', name: 'Columbus Public Schools' },
];

/** A stand-in for the app's lookup API, through the field's own context. */
function fakeSources() {
  const data: Record<LookupSourceName, LookupOption[]> = {
    occupations,
    companies,
    institutions: [],
    majors: [],
  };
  const search = vi.fn(async (source: LookupSourceName, query: string) =>
    data[source].filter((option) =>
      [option.name, ...(option.keywords ?? [])].some((text) => text.toLowerCase().includes(query)),
    ),
  );
  const get = vi.fn(
    async (source: LookupSourceName, id: string) => data[source].find((option) => option.id === id) ?? null,
  );
  return { search, get } satisfies LookupSources;
}

type Sources = ReturnType<typeof fakeSources>;

/** Errors the form shows, as StepForm hands them to RJSF. */
const errorsAt = (errors: object) => errors as ErrorSchema;

// The field map loads the combobox lazily; the step loader preloads it, as here.
beforeAll(() => preloadFields(['lookup']));

function renderLookupForm(
  options: {
    sources?: Sources;
    formData?: Record<string, unknown>;
    extraErrors?: ErrorSchema;
  } = {},
) {
  const sources = options.sources ?? fakeSources();
  const onChange = vi.fn();
  const onBlur = vi.fn();
  function Harness() {
    const [formData, setFormData] = useState(options.formData ?? {});
    return (
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        formData={formData}
        fields={fieldMap}
        widgets={widgetMap}
        templates={templateMap}
        idPrefix="root"
        noValidate
        showErrorList={false}
        extraErrors={options.extraErrors}
        onChange={(event) => {
          setFormData(event.formData);
          onChange(event.formData);
        }}
        onBlur={onBlur}
      >
        <button type="submit">Continue</button>
      </Form>
    );
  }
  render(
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <LookupSourceProvider sources={sources}>
          <Harness />
        </LookupSourceProvider>
      </SWRConfig>
    </ChakraProvider>,
  );
  const lastValue = () => onChange.mock.calls.at(-1)?.[0] as Record<string, unknown> | undefined;
  return { sources, onChange, onBlur, lastValue };
}

/** Lets debounces, SWR fetches and the settle timer run. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  vi.useFakeTimers();
  // Testing Library drains React's work with a setTimeout it advances only under Jest's fake timers.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const occupationBox = () => screen.getByRole('combobox', { name: /Occupation/ });
const listbox = () => screen.getByRole('listbox', { name: /Occupation/ });
const occupationStatus = () => document.getElementById('root_occupation__status');
/** Text shown in the popup (the live region says some of it again). */
const shownText = (text: string) =>
  screen.getAllByText(text).find((element) => element.getAttribute('role') !== 'status');
const optionNames = () =>
  within(listbox())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Applicant looking up their occupation', () => {
  test('sees the label tied to a combobox that controls a listbox, and a hint before typing', async () => {
    renderLookupForm();
    const input = occupationBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('placeholder', 'Type to search...');
    expect(input.getAttribute('aria-controls')).toBe('root_occupation__listbox');
    expect(input.getAttribute('aria-describedby')).toContain('root_occupation__error');
    await user.click(input);
    expect(screen.getAllByText('Type to search...').length).toBeGreaterThan(0);
  });

  test('sees matches as they type, searched by the first five characters and narrowed locally', async () => {
    const { sources } = renderLookupForm();
    await user.type(occupationBox(), 'nur');
    await wait(250);
    expect(sources.search).toHaveBeenCalledWith('occupations', 'nur');
    expect(occupationBox()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual([
      'Nursery Worker',
      'Nurse Practitioner',
      'Registered Nurse',
      'Licensed Practical Nurse',
    ]);
    expect(occupationStatus()).toHaveTextContent('4 results available');

    await user.type(occupationBox(), 'se pract');
    await wait(250);
    expect(sources.search.mock.calls.map((call) => call[1])).toEqual(['nur', 'nurse']);
    expect(optionNames()).toEqual(['Nurse Practitioner', 'Licensed Practical Nurse']);
    expect(occupationStatus()).toHaveTextContent('2 results available');
  });

  test('chooses an option with the arrow keys and Enter, without submitting the form', async () => {
    const { lastValue } = renderLookupForm();
    const input = occupationBox();
    await user.type(input, 'nurse');
    await wait(250);
    await user.keyboard('{ArrowDown}');
    const first = within(listbox()).getAllByRole('option')[0]!;
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(within(listbox()).getAllByRole('option')[1]!.id);
    await user.keyboard('{End}');
    expect(within(listbox()).getAllByRole('option').at(-1)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}{Enter}');
    expect(lastValue()?.occupation).toEqual({ id: '2', name: 'Nurse Practitioner' });
    expect(input).toHaveValue('Nurse Practitioner');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  test('chooses an option with the mouse', async () => {
    const { lastValue } = renderLookupForm();
    await user.type(occupationBox(), 'nurse');
    await wait(250);
    await user.click(screen.getByRole('option', { name: 'Registered Nurse' }));
    expect(lastValue()?.occupation).toEqual({ id: '1', name: 'Registered Nurse' });
    expect(occupationBox()).toHaveFocus();
  });

  test('closes the list with Escape and keeps what they typed; a second Escape restores their choice', async () => {
    renderLookupForm({ formData: { occupation: { id: '1', name: 'Registered Nurse' } } });
    const input = occupationBox();
    expect(input).toHaveValue('Registered Nurse');
    await user.clear(input);
    await user.type(input, 'nurse');
    await wait(250);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('nurse');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('Registered Nurse');
  });

  test('clears the choice with the Clear button', async () => {
    const { lastValue } = renderLookupForm({
      formData: { occupation: { id: '1', name: 'Registered Nurse' } },
    });
    const clear = screen.getByRole('button', { name: 'Clear Occupation' });
    expect(clear).toHaveTextContent('Clear');
    await user.click(clear);
    expect(lastValue()?.occupation).toBeUndefined();
    expect(occupationBox()).toHaveValue('');
    expect(occupationBox()).toHaveFocus();
  });

  test('is told when nothing matches', async () => {
    renderLookupForm();
    await user.type(occupationBox(), 'zzqx');
    await wait(250);
    expect(shownText('No results found')).toBeVisible();
    expect(occupationStatus()).toHaveTextContent('No results found');
    expect(occupationBox()).toHaveAttribute('aria-expanded', 'false');
  });

  test('sees an error with a retry when the search fails, and results after retrying', async () => {
    const sources = fakeSources();
    const working = sources.search.getMockImplementation()!;
    sources.search.mockImplementationOnce(async () => {
      throw new Error('offline');
    });
    renderLookupForm({ sources });
    await user.type(occupationBox(), 'nurse');
    await wait(250);
    expect(screen.getByText('Oops! Something went wrong.')).toBeVisible();
    expect(sources.search).toHaveBeenCalledTimes(1);
    sources.search.mockImplementation(working);
    await user.click(screen.getByRole('button', { name: 'Please try again' }));
    await wait(50);
    expect(sources.search).toHaveBeenCalledTimes(2);
    expect(screen.queryByText('Oops! Something went wrong.')).toBeNull();
    expect(optionNames()).toContain('Nurse Practitioner');
    expect(occupationBox()).toHaveFocus();
  });

  test('jumps through the open list by typed letters, the buffer starting over after 1000 ms', async () => {
    renderLookupForm();
    const input = occupationBox();
    await user.type(input, 'nur');
    await wait(250);
    await user.keyboard('{ArrowDown}');
    const active = () =>
      document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(active()).toBe('Nursery Worker');
    await user.keyboard('r');
    expect(active()).toBe('Registered Nurse');
    await user.keyboard('e');
    expect(active()).toBe('Registered Nurse');
    expect(input).toHaveValue('nur');

    await wait(1000);
    await user.keyboard('l');
    expect(active()).toBe('Licensed Practical Nurse');
    expect(input).toHaveValue('nur');

    await wait(500);
    await user.keyboard('x');
    // "lx" starts no option: the letter goes back to the text box, as in any combobox.
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('nurx');
  });

  test('is marked as left only 125 ms after focus leaves the field, so a tap on an option still lands', async () => {
    const { onBlur, lastValue } = renderLookupForm();
    const input = occupationBox();
    await user.type(input, 'nurse');
    await wait(250);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Clear Occupation' })).toHaveFocus();
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await wait(124);
    expect(onBlur).not.toHaveBeenCalled();
    await wait(1);
    expect(onBlur).toHaveBeenCalledWith('root_occupation', undefined);
    expect(onBlur).toHaveBeenCalledWith('root_occupation_name', undefined);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('nurse');

    await user.click(input);
    await wait(250);
    fireEvent.blur(input);
    await wait(100);
    fireEvent.click(screen.getByRole('option', { name: 'Registered Nurse' }));
    await wait(25);
    expect(lastValue()?.occupation).toEqual({ id: '1', name: 'Registered Nurse' });
    expect(input).toHaveValue('Registered Nurse');
  });

  test('who changed the text but left without choosing keeps their earlier choice', async () => {
    const { lastValue } = renderLookupForm({
      formData: { occupation: { id: '1', name: 'Registered Nurse' } },
    });
    const input = occupationBox();
    await user.type(input, 'xyz');
    await user.tab();
    await user.tab();
    await wait(125);
    expect(input).toHaveValue('Registered Nurse');
    expect(lastValue()).toBeUndefined();
  });

  test('sees a stored choice that carries only its id by its name', async () => {
    const { sources, lastValue } = renderLookupForm({ formData: { occupation: { id: '3' } } });
    await wait(10);
    expect(sources.get).toHaveBeenCalledWith('occupations', '3');
    expect(occupationBox()).toHaveValue('Licensed Practical Nurse');
    expect(lastValue()?.occupation).toEqual({ id: '3', name: 'Licensed Practical Nurse' });
  });

  test('sees the error with role=alert and aria-invalid only when the form shows it', async () => {
    renderLookupForm({
      extraErrors: errorsAt({ occupation: { __errors: ['Required'] } }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Required');
    expect(occupationBox()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: /Employer/ })).not.toHaveAttribute('aria-invalid');
  });

  test('sees the message of a part of the value, e.g. a school’s missing type, on the combobox', async () => {
    renderLookupForm({
      extraErrors: errorsAt({ company: { type: { __errors: ['Selected degree requires a school type'] } } }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Selected degree requires a school type');
    expect(screen.getByRole('combobox', { name: /Employer/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Applicant whose employer is not listed', () => {
  test('creates a custom entry with what they typed', async () => {
    const { lastValue } = renderLookupForm();
    const input = screen.getByRole('combobox', { name: /Employer/ });
    await user.type(input, 'Joe’s Diner');
    await wait(250);
    expect(shownText('No results found')).toBeVisible();
    await user.click(screen.getByRole('option', { name: 'Create "Joe’s Diner"' }));
    expect(lastValue()?.company).toEqual({ id: '-1', name: 'Joe’s Diner' });
    expect(input).toHaveValue('Joe’s Diner');
  });

  test('is offered Create after the matches, and not when a match has exactly that name', async () => {
    renderLookupForm();
    const input = screen.getByRole('combobox', { name: /Employer/ });
    await user.type(input, 'columbus');
    await wait(250);
    const names = within(screen.getByRole('listbox', { name: /Employer/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Columbus Public Schools', 'City of Columbus', 'Create "columbus"']);
    await user.clear(input);
    await user.type(input, 'City of Columbus');
    await wait(250);
    expect(screen.queryByRole('option', { name: /Create/ })).toBeNull();
  });
});
