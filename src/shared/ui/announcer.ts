/**
 * One polite live region for the whole app (AppShell renders it): a screen says where the applicant
 * now is ("Step 5 of 9 · Income") and a screen reader reads it once, whatever mounts around it.
 */
type Listener = () => void;

let message = '';
const listeners = new Set<Listener>();

export function announce(text: string): void {
  // The same text twice in a row (Back, then Continue to the same step) must still be read; an empty
  // text clears the region, so nothing stale is left to find after leaving the steps.
  message = text !== '' && message === text ? `${text}\u00a0` : text;
  listeners.forEach((listener) => listener());
}

export function subscribeAnnouncement(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentAnnouncement(): string {
  return message;
}
