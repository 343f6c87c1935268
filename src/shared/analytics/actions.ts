/**
 * An in-memory queue of user actions (e.g. "redirecting-user"), drained by the tracking client
 * (src/shared/analytics/analytics.ts), which is told each time one is recorded.
 * Callers pass routes and targets only — never SSN, date of birth or tokens.
 */
export type RecordedAction = { name: string; properties: Record<string, string>; at: number };

const queue: RecordedAction[] = [];
let onRecorded: (() => void) | null = null;

export function recordAction(name: string, properties: Record<string, string>): void {
  queue.push({ name, properties, at: Date.now() });
  onRecorded?.();
}

export function drainActions(): RecordedAction[] {
  return queue.splice(0, queue.length);
}

/** The tracking client drains the queue now and after every later action. */
export function drainActionsWith(drain: () => void): void {
  onRecorded = drain;
  drain();
}
