/**
 * What the applicant typed on a step and has not saved: a draft kept per signed-in person and page
 * (application and step) in sessionStorage, put back when the step opens again after a reload, a
 * crash, leaving the step unsaved, or signing in again after the session expired (supporting-areas
 * spec §4), for 12 hours at most. Fields marked `"x-sensitive": true` in the step file (SSN, date of
 * birth, bank account numbers) and any value that looks like one are never kept
 * (docs/architecture.md "Privacy"). A saved step's draft is removed.
 *
 * The step form on screen notes its latest answers here on each change; they are written a moment
 * after the typing stops, when the screen goes, and at once when an expired session signs out
 * (docs/analytics.md "Session expiry").
 */
import { containsSensitiveValue } from '../../../core/analytics/sensitiveValues';

type SchemaLike = { properties?: Record<string, unknown>; allOf?: unknown[] };
type StepLike = { stepId: string; schema: SchemaLike };
type Kept = { stepId: string; userUuid: string; savedAt: number; data: Record<string, unknown> };
type Noted = { owner: object; step: StepLike; formData: Record<string, unknown>; pathname: string };

const keyPrefix = 'rl_unsent_fields:';
const keptForMs = 12 * 60 * 60_000;
/** Typing is written this long after the last change: one write per pause, not per keystroke. */
export const draftWriteDelayMs = 400;
let pendingWrite: ReturnType<typeof setTimeout> | null = null;
/** Screens whose answers were saved: what their form does until it goes is not a draft. */
const savedOwners = new WeakSet<object>();
const restored = new Map<string, Record<string, unknown> | null>();
/** The form data given to withUnsentFields -> the kept values it was merged with, and the result. */
const withKept = new WeakMap<object, { kept: Record<string, unknown>; merged: Record<string, unknown> }>();
let noted: Noted | null = null;
/** Who is signed in (the identity check tells): kept values are theirs, and are put back for them only. */
let signedInUser: string | null = null;

/**
 * The identity check found this person signed in. Not cleared when it finds nobody: an expired
 * session's values are kept for the person who typed them, and a browser shared with someone else
 * must never show that someone what the first person typed (the values are dropped instead).
 */
export function noteSignedInUser(userUuid: string): void {
  signedInUser = userUuid;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

function isSensitiveField(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as { 'x-sensitive'?: unknown })['x-sensitive'] === true
  );
}

/** A step's fields by name, those a condition adds (`allOf` … `then`/`else`, e.g. a typed-in bank account) too. */
function fieldSchemas(schema: SchemaLike): Record<string, unknown> {
  const conditional = (schema.allOf ?? []).flatMap((part) => {
    const branches = part as { then?: SchemaLike; else?: SchemaLike } | null;
    return [branches?.then?.properties ?? {}, branches?.else?.properties ?? {}];
  });
  return Object.assign({}, ...conditional, schema.properties ?? {}) as Record<string, unknown>;
}

/** The typed values that may be kept: no sensitive field, no value that looks like an SSN or a birth date. */
export function keepableFields(step: StepLike, formData: Record<string, unknown>): Record<string, unknown> {
  const properties = fieldSchemas(step.schema);
  return Object.fromEntries(
    Object.entries(formData).filter(
      ([name, value]) =>
        value !== undefined && !isSensitiveField(properties[name]) && !containsSensitiveValue(value),
    ),
  );
}

function keepUnsentFields(
  step: StepLike,
  formData: Record<string, unknown>,
  pathname: string,
  now: number,
): void {
  if (signedInUser === null) return;
  const data = keepableFields(step, formData);
  try {
    if (Object.keys(data).length === 0) {
      storage()?.removeItem(keyPrefix + pathname);
      return;
    }
    const kept: Kept = { stepId: step.stepId, userUuid: signedInUser, savedAt: now, data };
    storage()?.setItem(keyPrefix + pathname, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the draft is not kept; the form itself still holds every answer.
  }
}

function cancelPendingWrite(): void {
  if (pendingWrite !== null) clearTimeout(pendingWrite);
  pendingWrite = null;
}

function writeNoted(now = Date.now()): void {
  cancelPendingWrite();
  if (noted) keepUnsentFields(noted.step, noted.formData, noted.pathname, now);
}

/** The answers of the step form on screen after a change (`owner` is the screen's submit hook). */
export function noteUnsentFields(owner: object, step: StepLike, formData: Record<string, unknown>): void {
  // A saved screen's form still changes as it goes (new data from the server): no new draft of it.
  if (savedOwners.has(owner)) return;
  noted = { owner, step, formData, pathname: currentPathname() };
  cancelPendingWrite();
  pendingWrite = setTimeout(() => writeNoted(), draftWriteDelayMs);
}

/**
 * The screen has gone: its draft is written now and read again when the step opens next. Its answers
 * were saved (`saved`): the draft is removed and not put back (the server has the newer answers).
 */
export function forgetUnsentFields(owner: object, { saved = false } = {}): void {
  const mine = noted?.owner === owner ? noted : null;
  if (saved) {
    savedOwners.add(owner);
    if (mine) {
      cancelPendingWrite();
      noted = null;
    }
    const key = keyPrefix + currentPathname();
    storage()?.removeItem(key);
    restored.set(key, null);
    return;
  }
  if (!mine) return;
  writeNoted();
  noted = null;
  restored.delete(keyPrefix + mine.pathname);
}

/** Signing out an expired session: the noted answers of the page being left go to sessionStorage. */
export function keepNotedUnsentFields(pathname = currentPathname(), now = Date.now()): void {
  const answers = noted;
  noted = null;
  cancelPendingWrite();
  if (answers && answers.pathname === pathname)
    keepUnsentFields(answers.step, answers.formData, pathname, now);
}

/**
 * The form's data with the draft on top, read once each time the step opens, for the person who
 * typed it (values another person typed are dropped unseen). The same data
 * gives the same object back, so StepForm does not take a re-render for new data and replace what
 * the applicant has typed since.
 */
export function withUnsentFields<T extends Record<string, unknown> | undefined>(
  step: { stepId: string },
  formData: T,
  now = Date.now(),
): T {
  const key = keyPrefix + currentPathname();
  if (!restored.has(key)) {
    const text = storage()?.getItem(key) ?? null;
    let kept: Kept | null = null;
    try {
      kept = text ? (JSON.parse(text) as Kept) : null;
    } catch {
      kept = null;
    }
    const fits =
      kept !== null &&
      kept.stepId === step.stepId &&
      signedInUser !== null &&
      kept.userUuid === signedInUser &&
      now - kept.savedAt < keptForMs;
    // Another person's, or too old: dropped unseen.
    if (text !== null && !fits) storage()?.removeItem(key);
    restored.set(key, fits ? kept!.data : null);
  }
  const data = restored.get(key);
  if (formData === undefined) return formData;
  // Saved since it was put back: the form keeps showing what was sent until the screen moves on.
  if (!data) return (withKept.get(formData)?.merged as T | undefined) ?? formData;
  const cached = withKept.get(formData);
  if (cached?.kept === data) return cached.merged as T;
  const merged = { ...formData, ...data };
  withKept.set(formData, { kept: data, merged });
  return merged as T;
}
