/**
 * A step file's version as events carry it (issue 12: a report tells schema versions apart): the
 * step id and a short hash of its schema and UI schema as written, so any edit makes a new version
 * and the same files always give the same one. Pure.
 */
export function stepFileVersion(step: { stepId: string; schema: unknown; rawUiSchema: unknown }): string {
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
