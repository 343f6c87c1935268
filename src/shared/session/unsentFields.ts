/**
 * What the applicant typed on a step but could not send because the session had expired
 * (supporting-areas spec §4): kept in sessionStorage for the way through sign-in and put back on the
 * same step once, for an hour at most. Fields marked `"x-sensitive": true` in the step file (SSN,
 * date of birth) and any value that looks like one are never kept (docs/architecture.md "Privacy").
 *
 * The step form on screen notes its latest answers here, in memory only, so a sign-out can keep them
 * whichever request met the 401: the Continue of this step or a background refresh (docs/analytics.md
 * "Session expiry"). Nothing is written to storage until that sign-out.
 */
import { containsSensitiveValue } from '../../../core/analytics/sensitiveValues';

type SchemaLike = { properties?: Record<string, unknown>; allOf?: unknown[] };
type StepLike = { stepId: string; schema: SchemaLike };
type Kept = { stepId: string; userUuid: string; savedAt: number; data: Record<string, unknown> };
type Noted = { owner: object; step: StepLike; formData: Record<string, unknown>; pathname: string };

const keyPrefix = 'rl_unsent_fields:';
const keptForMs = 60 * 60_000;
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

/** A step's fields by name, those a condition adds (`allOf` … `then`, e.g. a typed-in bank account) too. */
function fieldSchemas(schema: SchemaLike): Record<string, unknown> {
  const conditional = (schema.allOf ?? []).map((part) => {
    const then = (part as { then?: SchemaLike } | null)?.then;
    return then?.properties ?? {};
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
  const data = keepableFields(step, formData);
  if (Object.keys(data).length === 0 || signedInUser === null) return;
  const kept: Kept = { stepId: step.stepId, userUuid: signedInUser, savedAt: now, data };
  storage()?.setItem(keyPrefix + pathname, JSON.stringify(kept));
}

/** The answers of the step form on screen after a change (`owner` is the screen's submit hook). */
export function noteUnsentFields(owner: object, step: StepLike, formData: Record<string, unknown>): void {
  noted = { owner, step, formData, pathname: currentPathname() };
}

/**
 * The screen has gone, or its answers were saved: nothing of them is kept at a sign-out. Once saved,
 * values kept from an earlier sign-out are not put back either (the server has the newer answers).
 */
export function forgetUnsentFields(owner: object, { saved = false } = {}): void {
  if (noted?.owner === owner) noted = null;
  if (saved) restored.set(keyPrefix + currentPathname(), null);
}

/** Signing out an expired session: the noted answers of the page being left go to sessionStorage. */
export function keepNotedUnsentFields(pathname = currentPathname(), now = Date.now()): void {
  const answers = noted;
  noted = null;
  if (answers && answers.pathname === pathname)
    keepUnsentFields(answers.step, answers.formData, pathname, now);
}

/**
 * The form's data with the kept values on top, once per step after the same person signs in again
 * (values another person typed are dropped unseen). The same data
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
    storage()?.removeItem(key);
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
    restored.set(key, fits ? kept!.data : null);
  }
  const data = restored.get(key);
  if (!data || formData === undefined) return formData;
  const cached = withKept.get(formData);
  if (cached?.kept === data) return cached.merged as T;
  const merged = { ...formData, ...data };
  withKept.set(formData, { kept: data, merged });
  return merged as T;
}
