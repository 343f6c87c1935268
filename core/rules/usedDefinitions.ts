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

/** Keywords whose value is a schema, an array of schemas, or a map of names to schemas. */
const schemaKeywords = new Set([
  'additionalItems',
  'additionalProperties',
  'contains',
  'else',
  'if',
  'items',
  'not',
  'propertyNames',
  'then',
]);
const schemaListKeywords = new Set(['allOf', 'anyOf', 'oneOf', 'items']);
const schemaMapKeywords = new Set([
  'definitions',
  '$defs',
  'properties',
  'patternProperties',
  'dependencies',
]);

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The schema without these keywords wherever a schema is (a property named `title` is a property,
 * not the keyword, and stays; enum and const values are data and stay as they are).
 */
export function withoutKeywords<T>(schema: T, keywords: ReadonlySet<string>): T {
  if (!isObject(schema)) return schema;
  const result: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keywords.has(keyword)) continue;
    if (schemaListKeywords.has(keyword) && Array.isArray(value))
      result[keyword] = value.map((item) => withoutKeywords(item, keywords));
    else if (schemaKeywords.has(keyword)) result[keyword] = withoutKeywords(value, keywords);
    else if (schemaMapKeywords.has(keyword) && isObject(value))
      result[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [
          name,
          Array.isArray(child) ? child : withoutKeywords(child, keywords),
        ]),
      );
    else result[keyword] = value;
  }
  return result as T;
}

/** Read by people and by the fill generator from schema.json, never by the form. */
const notForTheForm = new Set(['$comment', 'x-fill']);

/**
 * A step's schema.json as the app renders and validates it: the shared definitions it uses merged
 * in, comments and fill hints left out. The build compiles each step's validator from exactly this
 * and ships it in the validator's module (scripts/compileValidators.ts), where the step loader takes
 * it from (src/shared/form/stepFiles.ts): the precompiled validator is found by the hash of the schema.
 */
export function stepFormSchema(raw: JsonSchemaObject): JsonSchemaObject & {
  definitions: Record<string, unknown>;
} {
  return withoutKeywords(withUsedDefinitions(withDefinitions(raw)), notForTheForm);
}
