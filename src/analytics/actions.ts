/**
 * An in-memory queue of user actions (e.g. "redirecting-user"), drained by the tracking client.
 * Callers pass routes and targets only — never SSN, date of birth or tokens.
 */
export type RecordedAction = { name: string; properties: Record<string, string>; at: number };

const queue: RecordedAction[] = [];

export function recordAction(name: string, properties: Record<string, string>): void {
  queue.push({ name, properties, at: Date.now() });
}

export function drainActions(): RecordedAction[] {
  return queue.splice(0, queue.length);
}
