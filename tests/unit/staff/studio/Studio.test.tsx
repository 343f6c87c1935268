// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import flow from '../../../../schemas/flow.json';
import { editText, renderStudio } from './renderStudio';

// codemirror-json-schema's ES build imports its files without extensions: fine for Vite (the app and
// e2e use it), not for Node. Here the editor is plain CodeMirror JSON; the checker's findings (which
// apply schemas/step.schema.json too) are what these tests read.
vi.mock('codemirror-json-schema', async () => {
  const { json } = await import('@codemirror/lang-json');
  return { jsonSchema: () => [json()] };
});

describe('The studio', () => {
  test('lists every step of flow.json and draws the flow with a text alternative', () => {
    renderStudio();
    const table = screen.getByRole('table', { name: 'Every step' });
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([...Object.keys(flow.preFlow.steps), ...Object.keys(flow.application.steps)]);
    const diagram = screen.getByRole('group', { name: /Diagram of the flow/ });
    expect(diagram.querySelectorAll('[data-step]').length).toBe(
      new Set([...Object.keys(flow.preFlow.steps), ...Object.keys(flow.application.steps)]).size,
    );
    expect(screen.getByText('PRICING → UNABLE_TO_VERIFY (outcome UNABLE_TO_VERIFY)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Funnel report' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/skunkworks\/funnel$/),
    );
  });

  test('Staff open a step from the diagram by clicking it or pressing Enter on it', async () => {
    renderStudio();
    const diagram = screen.getByRole('group', { name: /Diagram of the flow/ });
    fireEvent.click(
      within(diagram).getByRole('button', { name: 'USE_OF_FUNDS: preview and edit use-of-funds' }),
    );
    expect(await screen.findByTestId('step-preview')).toBeInTheDocument();
    expect(screen.getByLabelText('Step file')).toHaveValue('use-of-funds');

    fireEvent.click(screen.getByRole('button', { name: 'Flow' }));
    const again = screen.getByRole('group', { name: /Diagram of the flow/ });
    fireEvent.keyDown(
      within(again).getByRole('button', { name: /^NAME_VERIFICATION \(counts as GET_STARTED\)/ }),
      { key: 'Enter' },
    );
    expect(await screen.findByTestId('step-preview')).toBeInTheDocument();
    expect(screen.getByLabelText('Step file')).toHaveValue('get-started');
  });

  test('Staff open a step without a step file as its page’s copy', () => {
    renderStudio();
    fireEvent.click(screen.getByRole('button', { name: 'NOT_ELIGIBLE: the copy of page notEligible' }));
    expect(screen.getByLabelText('Filter by words, field, file or page')).toHaveValue('pages/notEligible/');
    const table = screen.getByRole('table', { name: 'Every word an applicant reads' });
    const places = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.getAttribute('data-copy-id'));
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/^schemas\/copy\/en-US\.json#\/pages\/notEligible\//);
    // An outcome page of an application opens its own words, not the loan home's frame.
    fireEvent.click(screen.getByRole('button', { name: 'Flow' }));
    fireEvent.click(
      screen.getByRole('button', { name: 'STATE_NOT_AVAILABLE: the copy of page disqualifiedState' }),
    );
    expect(screen.getByLabelText('Filter by words, field, file or page')).toHaveValue(
      'pages/disqualifiedState/',
    );
  });

  test('Staff zoom the diagram in and out with labelled buttons and fit it again', () => {
    renderStudio();
    const diagram = screen.getByRole('group', { name: /Diagram of the flow/ });
    const scale = () => Number(diagram.getAttribute('data-scale'));
    const fitted = scale();
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(scale()).toBeCloseTo(fitted * 1.25);
    expect(screen.getByTestId('flow-zoom')).toHaveTextContent(`Zoom ${Math.round(fitted * 125)} %`);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(scale()).toBeCloseTo(fitted / 1.25);
    fireEvent.click(screen.getByRole('button', { name: 'Fit to the panel' }));
    expect(scale()).toBeCloseTo(fitted);
  });

  test('opens a step from the list as the real form', async () => {
    renderStudio();
    // Two steps (GET_STARTED, NAME_VERIFICATION) share the step file.
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Preview and edit get-started' })[0] as HTMLElement,
    );
    const preview = await screen.findByTestId('step-preview');
    expect(await within(preview).findByLabelText(/Legal first name/)).toBeInTheDocument();
  });

  test('the preview follows an edit of the schema: a new label shows', async () => {
    renderStudio({ initialStep: 'get-started' });
    const preview = await screen.findByTestId('step-preview');
    await within(preview).findByLabelText(/Legal first name/);
    await editText('get-started schema.json', 'Legal first name', 'Given name');
    expect(await within(preview).findByLabelText(/Given name/)).toBeInTheDocument();
  });

  test('an invalid fill shows the message its rule produces', async () => {
    renderStudio({ initialStep: 'get-started' });
    const preview = await screen.findByTestId('step-preview');
    await within(preview).findByLabelText(/Legal first name/);
    const state = screen.getByLabelText('State');
    const option = within(state)
      .getAllByRole('option')
      .find((item) => /firstName/.test(item.textContent ?? '') && /required/.test(item.textContent ?? ''));
    fireEvent.change(state, { target: { value: option?.getAttribute('value') } });
    expect(screen.getByTestId('expected-message')).toHaveTextContent('Expected message: Required');
    await waitFor(() =>
      expect(within(preview).getByLabelText(/Legal first name/)).toHaveAccessibleDescription(/Required/),
    );
  });

  test('the preview follows an edit of a rule message', async () => {
    renderStudio({ initialStep: 'get-started' });
    const preview = await screen.findByTestId('step-preview');
    await within(preview).findByLabelText(/Legal first name/);
    await editText(
      'get-started schema.json',
      '"firstName": "Required"',
      '"firstName": "Tell us your first name"',
    );
    const state = screen.getByLabelText('State');
    await waitFor(() => expect(within(state).getByText(/required on \/firstName/)).toBeInTheDocument());
    fireEvent.change(state, {
      target: {
        value: within(state)
          .getByText(/required on \/firstName/)
          .getAttribute('value'),
      },
    });
    await waitFor(() =>
      expect(within(preview).getByLabelText(/Legal first name/)).toHaveAccessibleDescription(
        /Tell us your first name/,
      ),
    );
  });

  test('invalid JSON is told in plain words and the preview keeps the last good version', async () => {
    renderStudio({ initialStep: 'get-started' });
    const preview = await screen.findByTestId('step-preview');
    await within(preview).findByLabelText(/Legal first name/);
    await editText('get-started schema.json', '"Legal first name"', '"Legal first name');
    expect(await screen.findByText(/schema.json is not valid JSON near line \d+/)).toBeInTheDocument();
    expect(within(preview).getByLabelText(/Legal first name/)).toBeInTheDocument();
  });

  test('shows the checker’s findings in plain words', async () => {
    renderStudio({ initialStep: 'get-started' });
    await screen.findByText('The checker found nothing to fix.');
    await editText('get-started ui.json', '"firstName": {', '"fristName": {');
    expect(await screen.findByText(/"fristName" is not a field of schema.json/)).toBeInTheDocument();
  });

  test('a widget that does not exist is told in the preview, not thrown', async () => {
    const errors = vi.spyOn(console, 'error');
    renderStudio({ initialStep: 'get-started' });
    const preview = await screen.findByTestId('step-preview');
    await within(preview).findByLabelText(/Legal first name/);
    await editText('get-started ui.json', '"ui:widget": "select"', '"ui:widget": "selekt"');
    expect(await within(preview).findByRole('alert')).toHaveTextContent(
      'The preview cannot show this version: ui.json names what does not exist (selekt).',
    );
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  test('is read-only in a production build: no save, a download of the changed files instead', async () => {
    renderStudio({ initialStep: 'get-started', canSave: false });
    await screen.findByTestId('step-preview');
    expect(screen.queryByRole('button', { name: 'Save to the files' })).toBeNull();
    expect(screen.getByText(/the studio is read-only/)).toBeInTheDocument();
    await editText('get-started schema.json', 'Legal first name', 'Given name');
    expect(
      await screen.findByRole('button', { name: 'Download get-started.schema.json' }),
    ).toBeInTheDocument();
  });

  test('under npm run dev it offers to save the changes', async () => {
    renderStudio({ initialStep: 'get-started', canSave: true });
    const save = await screen.findByRole('button', { name: 'Save to the files' });
    expect(save).toBeDisabled();
    await editText('get-started schema.json', 'Legal first name', 'Given name');
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });
});
