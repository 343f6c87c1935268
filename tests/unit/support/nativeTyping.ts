/**
 * Typing as a browser delivers it, for tests of what happens before React has caught up with a key:
 * the value set and an input event dispatched outside act(), so transitions stay pending.
 */
export function typeNatively(input: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Runs `run` act-free, so React schedules transitions as a browser does instead of flushing them. */
export async function withoutAct(run: () => Promise<void>): Promise<void> {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await run();
  } finally {
    environment.IS_REACT_ACT_ENVIRONMENT = true;
  }
}
