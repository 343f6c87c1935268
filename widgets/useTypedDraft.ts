import { startTransition, useEffect, useEffectEvent, useState } from 'react';

/**
 * What a text field shows while the applicant types: their own text, painted at once, while the
 * form learns the new value in a React transition. RJSF re-renders (and re-resolves) the whole form
 * on every change; income's form is large, and on a slow phone that work used to sit between a
 * keystroke and its paint (docs/decisions/0049-keystrokes-paint-before-the-form-catches-up.md). A transition
 * renders in small slices that a paint, or the next keystroke, can come between.
 *
 * Whatever reads the form's data next must see every character typed, so a typed value the form
 * does not hold yet is sent again as an urgent update before it is read: when the field's form is
 * submitted (a listener on the form element runs before React's submit handler, whatever submitted
 * it: Enter, a click, a script), and on blur (`settle`, which also drops the draft so the field
 * shows the form's value, formatted, again). An urgent update applies after the pending
 * transition's older value, so the form ends on what was typed last.
 *
 * The form's value wins over the draft when it changes to something this field did not send (a QA
 * fill, data arriving): the draft is dropped. Text that arrives while the field is not focused (a
 * browser's autofill) is sent at once, with no draft. Give the input `attachInput` as its ref.
 */
export function useTypedDraft<T>(value: unknown, parse: (text: string) => T, onChange: (value: T) => void) {
  /** The text shown, and every value sent for it since typing began (the form may echo any of them). */
  const [draft, setDraft] = useState<{ text: string; sent: unknown[] } | null>(null);
  const [input, attachInput] = useState<HTMLInputElement | null>(null);

  // The form's value changed: an echo of what this field sent, or a change from outside.
  const [seenValue, setSeenValue] = useState(value);
  if (!Object.is(value, seenValue)) {
    setSeenValue(value);
    if (draft !== null && !draft.sent.includes(value)) setDraft(null);
  }

  /** The applicant typed `text`: show it now, tell the form in a transition. */
  const type = (text: string) => {
    const parsed = parse(text);
    if (input && input.ownerDocument.activeElement !== input) {
      setDraft(null);
      onChange(parsed);
      return;
    }
    setDraft((current) => ({ text, sent: [...(current?.sent ?? []), parsed] }));
    startTransition(() => onChange(parsed));
  };
  /**
   * Makes sure the form holds the typed value, sending it urgently unless the form has it already;
   * answers it, or `undefined` when nothing was typed.
   */
  const sendNow = (): { value: T } | undefined => {
    if (draft === null) return undefined;
    const typed = parse(draft.text);
    if (!Object.is(typed, value)) onChange(typed);
    return { value: typed };
  };
  /** Shows the form's value from now on (what was typed must have been sent). */
  const clear = () => setDraft(null);
  /** On blur: makes sure the form holds the typed value and shows the form's value from now on. */
  const settle = (): { value: T } | undefined => {
    const sent = sendNow();
    clear();
    return sent;
  };

  const sendOnSubmit = useEffectEvent(() => void sendNow());
  const typing = draft !== null;
  useEffect(() => {
    const form = input?.form;
    if (!typing || !form) return undefined;
    const send = () => sendOnSubmit();
    form.addEventListener('submit', send);
    return () => form.removeEventListener('submit', send);
  }, [typing, input]);

  return { draft: draft?.text ?? null, attachInput, type, sendNow, clear, settle };
}
