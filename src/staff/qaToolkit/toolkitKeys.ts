/**
 * The toolkit's keys (spec §2): `?` opens and closes it, Escape closes it; neither while the person is
 * typing in a field (a `?` typed into a text box is text). Pure, so the rule is tested without a page.
 */
export type ToolkitKeyEvent = {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
};

const nonTextInputs = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file']);

/** A control where a key press is text or a choice: text boxes, text areas, selects, editable regions. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === 'input') return !nonTextInputs.has((element as HTMLInputElement).type);
  if (tag === 'textarea' || tag === 'select') return true;
  if (element.isContentEditable) return true;
  const role = element.getAttribute('role');
  return role === 'textbox' || role === 'combobox' || role === 'searchbox';
}

export function toolkitKeyAction(
  event: ToolkitKeyEvent,
  open: boolean,
  /** Whether the key was pressed inside the toolkit's own panel (its seed box, say). */
  insidePanel = false,
): 'toggle' | 'close' | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const typing = isTypingTarget(event.target);
  if (event.key === '?' && !typing) return 'toggle';
  if (event.key === 'Escape' && open && (!typing || insidePanel)) return 'close';
  return null;
}
