/** The problems a rendered form shows, read from its DOM for the error summary. No React. */

export interface SummaryEntry {
  fieldId: string;
  label: string;
  message: string;
}

const errorSuffix = '__error';

/** The visible text of a label or legend, without the "(optional)" mark. */
function labelText(element: Element | null): string {
  if (!element) return '';
  const clone = element.cloneNode(true) as Element;
  clone.querySelectorAll('span').forEach((span) => span.remove());
  // A sentence-long label (a consent) ends with a full stop; the summary adds ": message" after it.
  return (clone.textContent ?? '').trim().replace(/[.:]$/, '');
}

/**
 * Each field that shows an error, in page order: its id (the error slot is `<id>__error`), its label
 * (a `label[for]`, or the legend of its fieldset) and its message (without the screen-reader prefix).
 */
export function summaryEntries(root: ParentNode): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  for (const slot of root.querySelectorAll<HTMLElement>(`[id$="${errorSuffix}"]`)) {
    const shown = slot.lastElementChild;
    const message = shown?.lastChild?.textContent?.trim();
    if (!message) continue;
    const fieldId = slot.id.slice(0, -errorSuffix.length);
    const escaped = CSS.escape(fieldId);
    const label =
      labelText(root.querySelector(`label[for="${escaped}"]`)) ||
      labelText(root.querySelector(`#${escaped} > legend`));
    // A sentence-long label (a consent's text) would bury the message: the message alone says it.
    entries.push({ fieldId, label: label.length > 60 ? '' : label, message });
  }
  return entries;
}
