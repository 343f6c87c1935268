/**
 * Why ajv in strict mode (core/rules/createAjv.ts) refuses a schema, found without compiling it: for
 * a page whose Content-Security-Policy forbids `new Function` (the studio of a production build).
 * ajv refuses a schema in two places. Before compiling, it validates the schema against the draft-07
 * meta-schema: here that validator was compiled at build time (scripts/compileStepCheckValidators.ts).
 * While generating code, it walks the schema keyword by keyword and throws at the first thing strict
 * mode refuses: here the walk is ajv's — the same keywords in ajv's order, into the same subschemas
 * and references, each keyword's meta-schema (errorMessage's), the same defined properties for
 * strictRequired — and the refusal is in ajv's words, which the checker's finding quotes.
 * tests/unit/staff/stepCheck/precompiledSchemaChecks.test.ts holds both to the same answers.
 */
import type { RuleError } from './schemaChecks';
import type { Json } from './walkSchema';

type Validate = ((data: unknown) => boolean) & { errors?: readonly RuleError[] | null };

export interface StrictSchemaRules {
  /**
   * What the strict ajv knows: every keyword, those that are rules, the order it generates their
   * code in, its formats and the schemas it has by id.
   */
  vocabulary: Readonly<Record<'keywords' | 'rules' | 'order' | 'formats' | 'schemaIds', readonly string[]>>;
  /** `metaSchema` (draft-07), and `keyword:<name>` for each keyword with a meta-schema of its own. */
  validators: Readonly<Record<string, Validate>>;
}

/** ajv's errorsText: how it words a schema's errors against a meta-schema. */
export const errorsText = (errors: readonly RuleError[]) =>
  errors.map((error) => `data${error.instancePath} ${error.message}`).join(', ');

class Refusal extends Error {}
const refuse = (message: string): never => {
  throw new Refusal(message);
};
const strict = (message: string): never => refuse(`strict mode: ${message}`);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const jsonTypes = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);
const refKeywords = new Set(['$ref', '$recursiveRef', '$recursiveAnchor', '$dynamicRef', '$dynamicAnchor']);
/** ajv's key for a schema id: without an empty fragment. */
const normalizeId = (id: string) => id.replace(/#$/, '');
/** ajv's errSchemaPath of a subschema under a name (a property) or an index. */
const under = (path: string, keyword: string, name?: string | number) =>
  name === undefined
    ? `${path}/${keyword}`
    : `${path}/${keyword}/${encodeURIComponent(String(name).replace(/~/g, '~0').replace(/\//g, '~1'))}`;
const namesOf = (map: unknown) =>
  isObject(map) ? Object.keys(map).filter((name) => name !== '__proto__') : [];

/** Whether ajv inlines a referenced schema (no reference inside) rather than compiling it apart. */
function hasRef(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  for (const [key, value] of Object.entries(schema)) {
    if (refKeywords.has(key)) return true;
    if (typeof value === 'object' && hasRef(value)) return true;
  }
  return false;
}

/** As ajv's usePattern: a pattern is a unicode RegExp, and one RegExp refuses is a refusal. */
function regExp(pattern: unknown, flags = 'u'): RegExp {
  try {
    return new RegExp(String(pattern), flags);
  } catch (error) {
    return refuse((error as Error).message);
  }
}

/**
 * Where ajv is in the schema: its errSchemaPath, and the properties defined so far at this level of
 * the data (its definedProperties), which a subschema at the same level shares and a deeper one
 * starts afresh — replacing the parent's set as ajv does.
 */
type Place = { path: string; defined: Set<string> };
const sameLevel = (place: Place, path: string): Place => ({ path, defined: place.defined });
function deeper(place: Place, path: string): Place {
  place.defined = new Set();
  return { path, defined: place.defined };
}

/** ajv's refusal of the schema (shared definitions merged in), or undefined when it would compile it. */
export function strictSchemaRefusal(
  root: Json,
  { vocabulary, validators }: StrictSchemaRules,
): string | undefined {
  const keywords = new Set(vocabulary.keywords);
  const rules = new Set(vocabulary.rules);
  const formats = new Set(vocabulary.formats);
  const schemaIds = new Set(vocabulary.schemaIds);
  const baseId = typeof root.$id === 'string' ? normalizeId(root.$id) : '#';
  /** References compiled apart (not inlined): ajv compiles each once. */
  const compiledApart = new Set<string>();

  const checkUnknown = (schema: Json) => {
    for (const key of Object.keys(schema)) if (!keywords.has(key)) strict(`unknown keyword: "${key}"`);
  };
  const hasRules = (schema: Json) => Object.keys(schema).some((key) => rules.has(key));
  /** ajv's alwaysValidSchema: it looks for unknown keywords on the way. */
  const alwaysValid = (schema: unknown): boolean => {
    if (typeof schema === 'boolean') return schema;
    if (!isObject(schema)) return false;
    if (Object.keys(schema).length === 0) return true;
    checkUnknown(schema);
    return !hasRules(schema);
  };

  /** ajv's getSchemaTypes. */
  const checkTypes = (schema: Json) => {
    const types: unknown[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    if (!types.every((type) => typeof type === 'string' && jsonTypes.has(type)))
      refuse(`type must be JSONType or JSONType[]: ${types.join(',')}`);
    if (types.includes('null')) {
      if (schema.nullable === false) refuse('type: null contradicts nullable: false');
    } else if (types.length === 0 && schema.nullable !== undefined)
      refuse('"nullable" cannot be used without "type"');
  };

  /** The schema a local reference points to, or undefined (ajv's resolveRef); `true` for a schema ajv has by id. */
  const resolve = (ref: string, hops = 0): unknown => {
    const [base = '', fragment] = ref.split(/#(.*)/s);
    if (base !== '') return schemaIds.has(normalizeId(base)) ? true : undefined;
    if (!fragment?.startsWith('/')) return undefined;
    let schema: unknown = root;
    for (const part of fragment.slice(1).split('/')) {
      if (typeof schema !== 'object' || schema === null) return undefined;
      let name: string;
      try {
        name = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
      } catch (error) {
        return refuse((error as Error).message);
      }
      schema = (schema as Json)[name];
      if (schema === undefined) return undefined;
    }
    if (isObject(schema) && typeof schema.$ref === 'string' && !hasRulesButRef(schema) && hops < 32)
      return resolve(schema.$ref, hops + 1);
    return schema === root ? undefined : schema;
  };
  const hasRulesButRef = (schema: Json) =>
    Object.keys(schema).some((key) => key !== '$ref' && rules.has(key));

  const reference = (ref: unknown, place: Place) => {
    if (typeof ref !== 'string' || ref === '#' || ref === '#/') return;
    const target = resolve(ref);
    if (target === undefined) refuse(`can't resolve reference ${ref} from id ${baseId}`);
    if (target === true) return;
    if (typeof target === 'boolean' || !hasRef(target)) visit(target, sameLevel(place, ref));
    else if (!compiledApart.has(ref)) {
      compiledApart.add(ref);
      visit(target, { path: '#', defined: new Set() });
    }
  };

  /** One keyword of a schema, as ajv generates its code. */
  const apply = (keyword: string, schema: Json, place: Place) => {
    const value = schema[keyword];
    const { path } = place;
    const meta = validators[`keyword:${keyword}`];
    if (meta && !meta(value))
      refuse(`keyword "${keyword}" value is invalid at path "${path}": ${errorsText(meta.errors ?? [])}`);
    const visitEach = (list: unknown, at: (index: number) => Place) => {
      if (Array.isArray(list))
        list.forEach((item, index) => {
          if (!alwaysValid(item)) visit(item, at(index));
        });
    };
    switch (keyword) {
      case 'id':
        return refuse('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
      case '$ref':
        return reference(value, place);
      case 'format':
        if (!formats.has(String(value)))
          refuse(`unknown format "${String(value)}" ignored in schema at path "${path}"`);
        return;
      case 'pattern':
        regExp(value);
        return;
      case 'not':
        if (!alwaysValid(value)) visit(value, sameLevel(place, under(path, keyword)));
        return;
      case 'anyOf':
        if (Array.isArray(value) && !value.some(alwaysValid))
          value.forEach((item, index) => visit(item, sameLevel(place, under(path, keyword, index))));
        return;
      case 'oneOf':
      case 'allOf':
        return visitEach(value, (index) => sameLevel(place, under(path, keyword, index)));
      case 'if': {
        if (schema.then === undefined && schema.else === undefined)
          strict('"if" without "then" and "else" is ignored');
        const hasThen = schema.then !== undefined && !alwaysValid(schema.then);
        const hasElse = schema.else !== undefined && !alwaysValid(schema.else);
        if (!hasThen && !hasElse) return;
        visit(value, sameLevel(place, under(path, 'if')));
        if (hasThen) visit(schema.then, sameLevel(place, under(path, 'then')));
        if (hasElse) visit(schema.else, sameLevel(place, under(path, 'else')));
        return;
      }
      case 'then':
      case 'else':
        if (schema.if === undefined) strict(`"${keyword}" without "if" is ignored`);
        return;
      case 'additionalItems':
        if (!Array.isArray(schema.items))
          return strict('"additionalItems" is ignored when "items" is not an array of schemas');
        if (isObject(value) && !alwaysValid(value)) visit(value, deeper(place, under(path, keyword)));
        return;
      case 'items':
        if (Array.isArray(value)) {
          const length = value.length;
          const full =
            length === schema.minItems && (length === schema.maxItems || schema.additionalItems === false);
          if (!full)
            strict(
              `"items" is ${length}-tuple, but minItems or maxItems/additionalItems are not specified or different at path "${path}"`,
            );
          return visitEach(value, (index) => deeper(place, under(path, keyword, index)));
        }
        if (!alwaysValid(value)) visit(value, deeper(place, under(path, keyword)));
        return;
      case 'contains':
      case 'propertyNames':
        if (!alwaysValid(value)) visit(value, deeper(place, under(path, keyword)));
        return;
      case 'required':
        if (!Array.isArray(value)) return;
        for (const name of value as string[]) {
          const own = isObject(schema.properties) ? schema.properties[name] : undefined;
          if (own === undefined && !place.defined.has(name))
            strict(`required property "${name}" is not defined at "${path}" (strictRequired)`);
        }
        return;
      case 'additionalProperties':
        if (alwaysValid(value)) return;
        namesOf(schema.patternProperties).forEach((pattern) => regExp(pattern));
        if (isObject(value) && !alwaysValid(value)) visit(value, deeper(place, under(path, keyword)));
        return;
      case 'dependencies':
        for (const name of namesOf(value)) {
          const dependency = (value as Json)[name];
          if (!Array.isArray(dependency) && !alwaysValid(dependency))
            visit(dependency, sameLevel(place, under(path, keyword, name)));
        }
        return;
      case 'properties': {
        const names = namesOf(value);
        names.forEach((name) => place.defined.add(name));
        const applied = names.filter((name) => !alwaysValid((value as Json)[name]));
        for (const name of applied) {
          visit((value as Json)[name], deeper(place, under(path, keyword, name)));
          place.defined.add(name);
        }
        return;
      }
      case 'patternProperties': {
        const patterns = namesOf(value);
        const alwaysValidPatterns = patterns.filter((pattern) => alwaysValid((value as Json)[pattern]));
        if (alwaysValidPatterns.length === patterns.length) return;
        const properties = isObject(schema.properties) ? Object.keys(schema.properties) : [];
        for (const pattern of patterns) {
          for (const name of properties)
            if (regExp(pattern, '').test(name))
              strict(`property ${name} matches pattern ${pattern} (use allowMatchingProperties)`);
          regExp(pattern);
          if (!alwaysValidPatterns.includes(pattern))
            visit((value as Json)[pattern], deeper(place, under(path, keyword, pattern)));
        }
        return;
      }
      default:
        return;
    }
  };

  /** A schema as ajv compiles it: unknown keywords first, then its rules in ajv's order. */
  function visit(schema: unknown, place: Place): void {
    if (!isObject(schema)) return;
    checkUnknown(schema);
    if (!hasRules(schema)) return;
    checkTypes(schema);
    if (schema.$ref !== undefined && !hasRulesButRef(schema)) return apply('$ref', schema, place);
    for (const keyword of vocabulary.order) if (schema[keyword] !== undefined) apply(keyword, schema, place);
  }

  try {
    const $schema = root.$schema;
    if ($schema !== undefined && typeof $schema !== 'string') refuse('$schema must be a string');
    if (typeof $schema === 'string' && !schemaIds.has(normalizeId($schema.split('#')[0] ?? '')))
      refuse(`no schema with key or ref "${$schema}"`);
    const metaSchema = validators.metaSchema;
    if (metaSchema && !metaSchema(root)) refuse(`schema is invalid: ${errorsText(metaSchema.errors ?? [])}`);
    visit(root, { path: '#', defined: new Set() });
    return undefined;
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
}
