/**
 * withDefinitions merges every shared rule of schemas/definitions.json (and the contract's
 * definitions) into a schema, so ajv's standalone code for it embeds all of them wherever it needs
 * the schema object (an enum, a message), and a step's form carries rules it never refers to. This
 * keeps the definitions a schema reaches through `#/definitions/<name>` references, transitively,
 * and drops the rest: what validates, and every message, stays the same. Pure.
 */
import { withDefinitions, type JsonSchemaObject } from './withDefinitions';

const definitionRef = /^#\/definitions\/([^/]+)/;

function collectDefinitionRefs(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectDefinitionRefs(item, found);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    const name = key === '$ref' && typeof child === 'string' ? definitionRef.exec(child)?.[1] : undefined;
    if (name !== undefined) found.add(decodeURIComponent(name.replace(/~1/g, '/').replace(/~0/g, '~')));
    else collectDefinitionRefs(child, found);
  }
}

/** The schema with only the definitions it refers to (directly or through other definitions). */
export function withUsedDefinitions<T extends JsonSchemaObject>(schema: T): T {
  const { definitions, ...rest } = schema;
  if (!definitions) return schema;
  const used = new Set<string>();
  collectDefinitionRefs(rest, used);
  const pending = [...used];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const reached = new Set<string>();
    collectDefinitionRefs(definitions[name], reached);
    for (const next of reached) {
      if (used.has(next)) continue;
      used.add(next);
      pending.push(next);
    }
  }
  const kept = Object.fromEntries(Object.entries(definitions).filter(([name]) => used.has(name)));
  return { ...schema, definitions: kept };
}

/**
 * A step's schema.json as the app renders and validates it: the shared definitions it uses merged
 * in. The build compiles each step's validator from exactly this (scripts/compileValidators.ts) and
 * the step loader builds the same schema (src/stepForm/stepFiles.ts), since the precompiled
 * validator is found by the hash of the schema.
 */
export function stepFormSchema(raw: JsonSchemaObject): JsonSchemaObject & {
  definitions: Record<string, unknown>;
} {
  return withUsedDefinitions(withDefinitions(raw));
}
