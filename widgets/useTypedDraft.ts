import { startTransition, useEffect, useEffectEvent, useState } from 'react';

/**
 * What a text field shows while the applicant types: their own text, painted at once, while the
 * form learns the new value in a React transition. RJSF re-renders (and re-resolves) the whole form
 * on every change; income's form is large, and on a slow phone that work used to sit between a
 * keystroke and its paint (README "Measured figures": keystroke-to-paint). A transition renders in
 * small slices that a paint, or the next keystroke, can come between.
 *
 * Whatever reads the form's data next must see every character typed, so the typed value is sent
 * again as an urgent update before it is read: when the field's form is submitted (a listener on the
 * form element runs before React's submit handler, whatever submitted it: Enter, a click, a script),
 * and on blur (`settle`, which also drops the draft so the field shows the form's value, formatted,
 * again). An urgent update applies after the pending transition's older value, so the form ends on
 * what was typed last. Give the input `attachInput` as its ref (a callback ref).
 */
export function useTypedDraft<T>(parse: (text: string) => T, onChange: (value: T) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const [input, attachInput] = useState<HTMLInputElement | null>(null);
  /** The applicant typed `text`: show it now, tell the form in a transition. */
  const type = (text: string) => {
    setDraft(text);
    startTransition(() => onChange(parse(text)));
  };
  /** Sends the typed value as an urgent update; answers it, or `undefined` when nothing was typed. */
  const sendNow = (): { value: T } | undefined => {
    if (draft === null) return undefined;
    const value = parse(draft);
    onChange(value);
    return { value };
  };
  /** Shows the form's value from now on (what was typed must have been sent). */
  const clear = () => setDraft(null);
  /** On blur: sends the typed value urgently and shows the form's value from now on. */
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

  return { draft, attachInput, type, sendNow, clear, settle };
}
