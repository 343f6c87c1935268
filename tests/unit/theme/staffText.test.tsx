/**
 * @vitest-environment jsdom
 *
 * The theme shows whatever staff write in a step file: a field's description, an object's title and
 * description, and markdown help as safe markup (never raw HTML).
 */
import { describe, expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { ThemedForm } from '../widgets/ThemedForm';

function renderForm(schema: RJSFSchema, uiSchema: UiSchema = {}) {
  return render(<ThemedForm schema={schema} uiSchema={uiSchema} />);
}

describe('Applicants see what staff write', () => {
  test('a field’s description, read with the field', () => {
    renderForm({
      type: 'object',
      properties: { city: { type: 'string', title: 'City', description: 'Where you live now' } },
    });
    expect(screen.getByText('Where you live now')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'City (optional)' })).toHaveAccessibleDescription(
      /Where you live now/,
    );
  });

  test('an object’s title and description, as a named group', () => {
    renderForm({
      type: 'object',
      properties: {
        employer: {
          type: 'object',
          title: 'Your employer',
          description: 'As on your pay slip',
          properties: { name: { type: 'string', title: 'Name' } },
        },
      },
    });
    const group = screen.getByRole('group', { name: 'Your employer (optional)' });
    expect(group).toHaveAccessibleDescription('As on your pay slip');
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'Name (optional)' }));
  });

  test('no title of its own for an object staff gave none (not the property’s key)', () => {
    renderForm({
      type: 'object',
      properties: { employer: { type: 'object', properties: { name: { type: 'string' } } } },
    });
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByText('employer')).toBeNull();
  });

  test('markdown help as markup, raw HTML never', async () => {
    const { container } = renderForm(
      { type: 'object', properties: { amount: { type: 'string', title: 'Amount' } } },
      {
        amount: {
          'ui:help': 'We lend in **hundreds**. [Why?](https://example.com) <img src=x onerror="alert(1)">',
          'ui:enableMarkdownInHelp': true,
        },
      },
    );
    expect(await screen.findByText('hundreds')).toHaveProperty('tagName', 'STRONG');
    expect(screen.getByRole('link', { name: 'Why?' })).toHaveAttribute('href', 'https://example.com');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Amount (optional)' })).toHaveAccessibleDescription(
      /hundreds/,
    );
  });

  test('help without markdown switched on reads as written', () => {
    renderForm(
      { type: 'object', properties: { amount: { type: 'string', title: 'Amount' } } },
      { amount: { 'ui:help': 'We lend in **hundreds**.' } },
    );
    expect(screen.getByText('We lend in **hundreds**.')).toBeVisible();
  });
});
