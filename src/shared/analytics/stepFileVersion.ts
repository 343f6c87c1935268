/**
 * A step file's version as events carry it (docs/analytics.md: a report tells schema versions apart): the
 * step id and a short hash of its schema and UI schema as written, so any edit makes a new version
 * and the same files always give the same one. Pure.
 */
type StepFile = { stepId: string; schema: unknown; rawUiSchema: unknown };

/**
 * Hashed once per loaded step: change events ask on every keystroke, and hashing income's schema
 * each time cost ~25 ms a key on a 4x-throttled phone (docs/performance.md).
 */
const versions = new WeakMap<object, WeakMap<object, string>>();

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export function stepFileVersion(step: StepFile): string {
  if (!isObject(step.schema) || !isObject(step.rawUiSchema)) return hashStepFile(step);
  const bySchema = versions.get(step.schema) ?? new WeakMap<object, string>();
  versions.set(step.schema, bySchema);
  const known = bySchema.get(step.rawUiSchema);
  if (known !== undefined && known.startsWith(`${step.stepId}.`)) return known;
  const version = hashStepFile(step);
  bySchema.set(step.rawUiSchema, version);
  return version;
}

function hashStepFile(step: StepFile): string {
  const text = JSON.stringify([step.schema, step.rawUiSchema]);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return `${step.stepId}.${(hash >>> 0).toString(16).padStart(8, '0')}`;
}

/** Field error codes of a step's failed submit: the failing fields' paths, never a value or a message. */
export function fieldErrorCodes(fieldErrors: Record<string, string>): string[] {
  return Object.keys(fieldErrors)
    .map((pointer) => pointer.replace(/^\//, '').replace(/\//g, '.') || 'form')
    .slice(0, 50);
}
