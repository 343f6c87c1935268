// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changeSetFormat } from '../../../../src/staff/studio/copy/copyChanges';
import { renderStudio } from './renderStudio';

vi.mock('codemirror-json-schema', async () => {
  const { json } = await import('@codemirror/lang-json');
  return { jsonSchema: () => [json()] };
});

afterEach(() => vi.unstubAllGlobals());

const table = () => screen.getByRole('table', { name: 'Every word an applicant reads' });
const filterFor = (words: string) =>
  fireEvent.change(screen.getByLabelText('Filter by words, field, file or page'), {
    target: { value: words },
  });
const textOf = (blob: Blob) =>
  new Promise<string>((done) => {
    const reader = new FileReader();
    reader.onload = () => done(String(reader.result));
    reader.readAsText(blob);
  });
const words = () => screen.getByRole('textbox', { name: /^Words/ });

describe('The studio’s copy view', () => {
  test('finds a field label wherever it is written, with where it is read and its length', () => {
    renderStudio({ initialView: 'copy' });
    filterFor('Job title');
    const row = within(table()).getByRole('button', { name: 'Job title' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Field label');
    expect(row).toHaveTextContent('income (income)');
    expect(row).toHaveTextContent('9 of 60');
    filterFor('Unable to Push');
    expect(within(table()).queryAllByRole('button')).toHaveLength(0);
  });

  test('an edit of a shared definition’s label shows in the step’s preview at once', async () => {
    renderStudio({ initialView: 'copy' });
    filterFor('definitions/loanAmount/title');
    fireEvent.click(within(table()).getByRole('button', { name: 'Loan amount' }));
    const preview = await screen.findByTestId('step-preview');
    await within(preview).findByLabelText(/^Loan amount/);
    fireEvent.change(words(), { target: { value: 'How much you need' } });
    expect(await within(preview).findByLabelText(/^How much you need/)).toBeInTheDocument();
    expect(screen.getByText('1 changed')).toBeInTheDocument();
    expect(screen.getByText('Was: Loan amount')).toBeInTheDocument();
  });

  test('a rule message opens on the fill that breaks the rule, and its edit shows on the field', async () => {
    renderStudio({ initialView: 'copy' });
    filterFor('definitions/legalName/errorMessage/pattern');
    const message = within(table()).getByRole('button', { name: /letters, spaces/ });
    const before = message.textContent ?? '';
    fireEvent.click(message);
    const preview = await screen.findByTestId('step-preview');
    const field = await within(preview).findByLabelText(/Legal first name/);
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(before)));
    fireEvent.change(words(), { target: { value: 'Your first name, please' } });
    await waitFor(() =>
      expect(within(preview).getByLabelText(/Legal first name/)).toHaveAccessibleDescription(
        /Your first name, please/,
      ),
    );
  });

  test('marks words over their limit and refuses empty words', () => {
    renderStudio({ initialView: 'copy', canSave: false });
    filterFor('Job title');
    fireEvent.click(within(table()).getByRole('button', { name: 'Job title' }));
    fireEvent.change(words(), { target: { value: 'x'.repeat(61) } });
    expect(screen.getByText('61 of 60 characters: over the limit by 1')).toBeInTheDocument();
    fireEvent.change(words(), { target: { value: ' ' } });
    expect(words()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Download the change set' })).toBeDisabled();
  });

  test('under npm run dev it saves the change set; a production build downloads it', async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true, written: ['schemas/definitions.json'] }));
    vi.stubGlobal('fetch', fetch);
    const view = renderStudio({ initialView: 'copy', canSave: true });
    filterFor('definitions/loanAmount/title');
    fireEvent.click(within(table()).getByRole('button', { name: 'Loan amount' }));
    fireEvent.change(words(), { target: { value: 'How much' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save to the files' }));
    expect(await screen.findByText(/Saved: schemas\/definitions.json/)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/__studio\/copy$/);
    expect(JSON.parse(String(init.body))).toEqual({
      format: changeSetFormat,
      changes: [
        {
          file: 'schemas/definitions.json',
          pointer: '/definitions/loanAmount/title',
          from: 'Loan amount',
          to: 'How much',
        },
      ],
    });
    view.unmount();

    const blobs: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:x') }),
    );
    renderStudio({ initialView: 'copy', canSave: false });
    expect(screen.queryByRole('button', { name: 'Save to the files' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download the change set' })).toBeDisabled();
    filterFor('definitions/loanAmount/title');
    fireEvent.click(within(table()).getByRole('button', { name: 'Loan amount' }));
    fireEvent.change(words(), { target: { value: 'How much' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download the change set' }));
    expect(JSON.parse(await textOf(blobs[0] as Blob))).toEqual({
      format: changeSetFormat,
      changes: [
        {
          file: 'schemas/definitions.json',
          pointer: '/definitions/loanAmount/title',
          from: 'Loan amount',
          to: 'How much',
        },
      ],
    });
  });

  test('chosen words take focus, and keep it when the change is undone', async () => {
    renderStudio({ initialView: 'copy' });
    filterFor('Job title');
    fireEvent.click(within(table()).getByRole('button', { name: 'Job title' }));
    await waitFor(() => expect(words()).toHaveFocus());
    expect((words() as HTMLTextAreaElement).selectionStart).toBe('Job title'.length);
    fireEvent.change(words(), { target: { value: 'Your job' } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo this change' }));
    expect(words()).toHaveValue('Job title');
    expect(words()).toHaveFocus();
  });

  test('a “Required” of one field opens on the fill that leaves that field out', async () => {
    renderStudio({ initialView: 'copy' });
    filterFor('schemas/steps/get-started/schema.json /errorMessage/required/firstName');
    fireEvent.click(within(table()).getByRole('button', { name: 'Required' }));
    await screen.findByTestId('step-preview');
    await waitFor(() =>
      expect(screen.getByTestId('expected-message')).toHaveTextContent('Expected message: Required'),
    );
    expect((screen.getByLabelText('State') as HTMLSelectElement).selectedOptions[0]).toHaveTextContent(
      'Breaks firstName.required on /firstName',
    );
  });
});
