/**
 * @vitest-environment jsdom
 *
 * QA opens and closes the toolkit with ? and Escape, but never by typing in a field.
 */
import { describe, expect, test } from 'vitest';
import { isTypingTarget, toolkitKeyAction } from '../../../../src/staff/qaToolkit/toolkitKeys';

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
};

describe('The toolkit’s keys', () => {
  test('? toggles it from anywhere but a field', () => {
    expect(toolkitKeyAction({ key: '?', target: document.body }, false)).toBe('toggle');
    expect(toolkitKeyAction({ key: '?', target: document.body }, true)).toBe('toggle');
    expect(toolkitKeyAction({ key: '?', target: element('<button>Continue</button>') }, false)).toBe(
      'toggle',
    );
  });

  test('? typed into a text box, text area, select or combobox is text', () => {
    for (const html of [
      '<input type="text">',
      '<input>',
      '<textarea></textarea>',
      '<select></select>',
      '<div role="combobox"></div>',
    ])
      expect(toolkitKeyAction({ key: '?', target: element(html) }, false), html).toBeNull();
    expect(isTypingTarget(element('<input type="checkbox">'))).toBe(false);
  });

  test('Escape closes it when open, not from a page field, but from the toolkit’s own seed box', () => {
    expect(toolkitKeyAction({ key: 'Escape', target: document.body }, true)).toBe('close');
    expect(toolkitKeyAction({ key: 'Escape', target: document.body }, false)).toBeNull();
    expect(toolkitKeyAction({ key: 'Escape', target: element('<input>') }, true)).toBeNull();
    expect(toolkitKeyAction({ key: 'Escape', target: element('<input>') }, true, true)).toBe('close');
  });

  test('a shortcut with a modifier or one already handled is left alone', () => {
    expect(toolkitKeyAction({ key: '?', ctrlKey: true, target: document.body }, false)).toBeNull();
    expect(toolkitKeyAction({ key: '?', defaultPrevented: true, target: document.body }, false)).toBeNull();
  });
});
