/**
 * What the applicant typed on a step but could not send because the session had expired (issue 12,
 * supporting-areas spec §4): kept in sessionStorage for the way through sign-in and put back on the
 * same step once, for an hour at most. Fields marked `"x-sensitive": true` in the step file (SSN,
 * date of birth) and any value that looks like one are never kept (docs/architecture.md "Privacy").
 */
import { containsSensitiveValue } from '../../schemas/analytics/sensitiveValues';

type StepLike = { stepId: string; schema: { properties?: Record<string, unknown> } };
type Kept = { stepId: string; savedAt: number; data: Record<string, unknown> };

const keyPrefix = 'rl_unsent_fields:';
const keptForMs = 60 * 60_000;
const restored = new Map<string, Record<string, unknown> | null>();

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isSensitiveField(schema: unknown): boolean {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    (schema as { 'x-sensitive'?: unknown })['x-sensitive'] === true
  );
}

/** The typed values that may be kept: no sensitive field, no value that looks like an SSN or a birth date. */
export function keepableFields(step: StepLike, formData: Record<string, unknown>): Record<string, unknown> {
  const properties = step.schema.properties ?? {};
  return Object.fromEntries(
    Object.entries(formData).filter(
      ([name, value]) =>
        value !== undefined && !isSensitiveField(properties[name]) && !containsSensitiveValue(value),
    ),
  );
}

export function keepUnsentFields(step: StepLike, formData: Record<string, unknown>, now = Date.now()): void {
  const data = keepableFields(step, formData);
  if (Object.keys(data).length === 0) return;
  const kept: Kept = { stepId: step.stepId, savedAt: now, data };
  storage()?.setItem(keyPrefix + window.location.pathname, JSON.stringify(kept));
}

/** The form's data with the kept values on top, once per step after signing in again. */
export function withUnsentFields<T extends Record<string, unknown> | undefined>(
  step: { stepId: string },
  formData: T,
  now = Date.now(),
): T {
  const key = keyPrefix + (typeof window === 'undefined' ? '' : window.location.pathname);
  if (!restored.has(key)) {
    const text = storage()?.getItem(key) ?? null;
    storage()?.removeItem(key);
    let kept: Kept | null = null;
    try {
      kept = text ? (JSON.parse(text) as Kept) : null;
    } catch {
      kept = null;
    }
    restored.set(
      key,
      kept && kept.stepId === step.stepId && now - kept.savedAt < keptForMs ? kept.data : null,
    );
  }
  const data = restored.get(key);
  return data && formData !== undefined ? { ...formData, ...data } : formData;
}
