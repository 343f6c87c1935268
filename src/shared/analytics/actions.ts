/**
 * An in-memory queue of user actions, told to whoever takes them each time one is recorded: the
 * special actions ("redirecting-user", "user-session-expired", "device-check",
 * "client-error-ignored") go to monitoring as actions (src/shared/telemetry/startTelemetry.ts), the
 * rest (the assistant's events) to the analytics tracker (src/shared/analytics/analytics.ts). Each
 * waits here until its taker has started. Callers pass routes and targets only — never SSN, date of
 * birth or tokens.
 */
import { isSpecialAction } from '../../../core/analytics/eventNames';

export type RecordedAction = { name: string; properties: Record<string, string>; at: number };
/** Who takes an action: monitoring takes the special ones, analytics the rest. */
export type ActionTaker = 'monitoring' | 'analytics';

/** Actions waiting for a taker that has not started; older ones go first when more pile up. */
const queueLimit = 100;
const queue: RecordedAction[] = [];
const takers: Partial<Record<ActionTaker, () => void>> = {};

const takerOf = (action: RecordedAction): ActionTaker =>
  isSpecialAction(action.name) ? 'monitoring' : 'analytics';

export function recordAction(name: string, properties: Record<string, string>): void {
  const action = { name, properties, at: Date.now() };
  queue.push(action);
  if (queue.length > queueLimit) queue.shift();
  takers[takerOf(action)]?.();
}

/** Takes the waiting actions of `taker` (all of them when none is named) out of the queue. */
export function drainActions(taker?: ActionTaker): RecordedAction[] {
  const taken: RecordedAction[] = [];
  for (let index = 0; index < queue.length;) {
    const action = queue[index]!;
    if (taker === undefined || takerOf(action) === taker) {
      taken.push(action);
      queue.splice(index, 1);
    } else index += 1;
  }
  return taken;
}

/** `taker` drains its actions now and after every later one of them. */
export function drainActionsWith(taker: ActionTaker, drain: () => void): void {
  takers[taker] = drain;
  drain();
}
