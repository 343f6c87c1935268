import { rjsfFields } from '../../../widgets/fieldMap';

/**
 * RJSF's array and anyOf/oneOf fields load only when one renders (our patch of @rjsf/core,
 * patches/README.md): most steps have neither. A step whose schema has one loads its code with the
 * step file, through the registry's own wrappers (widgets/fieldMap.ts), so the form renders complete
 * on its first paint and is never remounted when the code arrives. Pure but for the preloads.
 */
type Needs = { arrays: boolean; choices: boolean };

/** Whether a schema (at any depth) has arrays, and anyOf/oneOf choices. */
export function rjsfFieldsNeeded(schema: unknown, needs: Needs = { arrays: false, choices: false }): Needs {
  if (Array.isArray(schema)) for (const item of schema) rjsfFieldsNeeded(item, needs);
  else if (schema !== null && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (
        (key === 'type' && (value === 'array' || (Array.isArray(value) && value.includes('array')))) ||
        key === 'items'
      )
        needs.arrays = true;
      if (key === 'anyOf' || key === 'oneOf') needs.choices = true;
      if (key !== 'errorMessage' && key !== 'enum' && key !== 'const') rjsfFieldsNeeded(value, needs);
    }
  }
  return needs;
}

export async function preloadRjsfFields(schema: unknown): Promise<void> {
  const { arrays, choices } = rjsfFieldsNeeded(schema);
  await Promise.all([
    arrays ? rjsfFields.ArrayField.preload() : null,
    choices ? rjsfFields.AnyOfField.preload() : null,
  ]);
}
