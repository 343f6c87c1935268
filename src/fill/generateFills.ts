/**
 * The fill generator (issue #2 §4): for a step file, realistic valid data, and for each rule of its
 * schema, data that breaks just that rule together with the exact message the rule must produce.
 * Derived from the schema itself (properties, conditional properties, errorMessage) plus the step's
 * fill.json hints, so a new step or rule is covered without new code. Pure and seeded.
 */
import { formats } from '../../schemas/rules/formats';

type Schema = Record<string, unknown>;
type Data = Record<string, unknown>;

export type StepFiles = { schema: Schema; fill?: Schema };
export type InvalidFill = { rule: string; field: string; message: string; data: Data };
export type Rng = () => number;

/** Mulberry32: small, fast, deterministic. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(items: readonly T[], rng: Rng): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function resolve(schema: Schema | undefined, root: Schema): Schema {
  if (!schema) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/definitions/', '');
  const target = ((root.definitions as Record<string, Schema> | undefined)?.[name] ?? {}) as Schema;
  const { $ref: _ref, ...rest } = schema;
  return { ...resolve(target, root), ...rest };
}

type FieldInfo = { pointer: string; schema: Schema; requiredMessage?: string; context: Data };

function propertiesOf(schema: Schema): Record<string, Schema> {
  return (schema.properties ?? {}) as Record<string, Schema>;
}

/** Properties that appear under allOf/if/then, with the values their `if` needs (use of funds). */
function conditionalProperties(schema: Schema): Array<{ name: string; schema: Schema; context: Data }> {
  const allOf = (schema.allOf ?? []) as Schema[];
  return allOf.flatMap((entry) => {
    const condition = propertiesOf((entry.if ?? {}) as Schema);
    const context = Object.fromEntries(
      Object.entries(condition).flatMap(([name, rule]) => ('const' in rule ? [[name, rule.const]] : [])),
    );
    return Object.entries(propertiesOf((entry.then ?? {}) as Schema)).map(([name, property]) => ({
      name,
      schema: property,
      context,
    }));
  });
}

function fields(schema: Schema, root: Schema, base = '', context: Data = {}): FieldInfo[] {
  const required = (schema.required ?? []) as string[];
  const requiredMessages = ((schema.errorMessage as Schema | undefined)?.required ?? {}) as Record<
    string,
    string
  >;
  const direct = Object.entries(propertiesOf(schema)).map(([name, property]) => ({
    name,
    property,
    context,
  }));
  const conditional = conditionalProperties(schema).map(({ name, schema: property, context: extra }) => ({
    name,
    property,
    context: { ...context, ...extra },
  }));
  return [...direct, ...conditional].flatMap(({ name, property, context: fieldContext }) => {
    const resolved = resolve(property, root);
    const pointer = `${base}/${name}`;
    const info: FieldInfo = {
      pointer,
      schema: resolved,
      requiredMessage: required.includes(name) ? requiredMessages[name] : undefined,
      context: fieldContext,
    };
    return resolved.type === 'object' ? [info, ...fields(resolved, root, pointer, fieldContext)] : [info];
  });
}

function setPointer(data: Data, pointer: string, value: unknown): Data {
  const keys = pointer.split('/').slice(1);
  const copy: Data = structuredClone(data);
  let node: Data = copy;
  keys.slice(0, -1).forEach((key) => {
    node[key] = typeof node[key] === 'object' && node[key] !== null ? node[key] : {};
    node = node[key] as Data;
  });
  const last = keys.at(-1) as string;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function hintFor(fill: Schema | undefined, pointer: string): Schema | undefined {
  const top = pointer.split('/')[1] ?? '';
  return fill?.[top] as Schema | undefined;
}

function validValue(field: FieldInfo, fill: Schema | undefined, rng: Rng): unknown {
  const hint = hintFor(fill, field.pointer);
  const depth = field.pointer.split('/').length - 1;
  if (depth === 1 && Array.isArray(hint?.examples))
    return structuredClone(pick(hint.examples as unknown[], rng));
  if (depth === 1 && Array.isArray(hint?.enum)) return pick(hint.enum as unknown[], rng);
  const schema = field.schema;
  if (Array.isArray(schema.enum)) return pick(schema.enum as unknown[], rng);
  if (schema.type === 'boolean') return rng() < 0.5;
  if (schema.type === 'number' || schema.type === 'integer') {
    const step = Number(hint?.multipleOf ?? schema.multipleOf ?? 1);
    const min = Number(hint?.minimum ?? schema.minimum ?? step);
    const max = Number(hint?.maximum ?? schema.maximum ?? min + 100 * step);
    return min + Math.floor(rng() * (Math.floor((max - min) / step) + 1)) * step;
  }
  return undefined;
}

/** Valid data for a step: every property filled where its schema or fill.json says how. */
export function validFill(step: StepFiles, rng: Rng = seededRng(1)): Data {
  let data: Data = {};
  for (const field of fields(step.schema, step.schema)) {
    if (field.pointer.split('/').length > 2) continue;
    if (Object.keys(field.context).length > 0) continue;
    const value = validValue(field, step.fill, rng);
    if (value !== undefined) data = setPointer(data, field.pointer, value);
  }
  return data;
}

/** Values known to break each custom format (schemas/rules/formats.ts). */
const formatBreakers: Record<keyof typeof formats, unknown> = {
  'loan-amount': 5000,
  'us-phone': '41555',
  ssn: '000-12-3456',
  'adult-dob': '01012020',
  'graduation-year': 1800,
};

const patternCandidates = ['Main St', '!!!', '<>', '12345-12', 'ab'];

function breakingValues(
  field: FieldInfo,
  pattern: RegExp | undefined,
  current: unknown,
): Array<[string, unknown]> {
  const schema = field.schema;
  const result: Array<[string, unknown]> = [];
  const numeric = schema.type === 'number' || schema.type === 'integer';
  if (numeric || schema.type === 'boolean') result.push(['type', 'abc']);
  if (typeof schema.format === 'string' && schema.format in formatBreakers) {
    result.push(['format', formatBreakers[schema.format as keyof typeof formats]]);
  }
  const step = Number(schema.multipleOf ?? 1);
  if (typeof schema.minimum === 'number') result.push(['minimum', schema.minimum - step]);
  if (typeof schema.maximum === 'number') result.push(['maximum', schema.maximum + step]);
  if (typeof schema.multipleOf === 'number') {
    const low = typeof schema.minimum === 'number' ? schema.minimum : 0;
    result.push(['multipleOf', low + 1]);
  }
  if (typeof schema.minLength === 'number' && schema.minLength > 0) result.push(['minLength', '']);
  if (typeof schema.maxLength === 'number') {
    // Pad a valid value so only the length rule breaks, not the pattern too.
    const start = typeof current === 'string' && current !== '' ? current : 'A';
    result.push(['maxLength', start.padEnd(schema.maxLength + 1, 'a')]);
  }
  if (pattern) {
    const breaker = patternCandidates.find((candidate) => !pattern.test(candidate));
    if (breaker !== undefined) result.push(['pattern', breaker]);
  }
  if (Array.isArray(schema.enum)) result.push(['enum', 'NOT_A_CHOICE']);
  return result;
}

/**
 * One invalid case per rule that has a message: the valid fill with just that field broken. A
 * required field is broken by leaving it out.
 */
export function invalidFills(step: StepFiles, rng: Rng = seededRng(1)): InvalidFill[] {
  const base = validFill(step, rng);
  return fields(step.schema, step.schema).flatMap((field) => {
    const messages = (field.schema.errorMessage ?? {}) as Record<string, unknown>;
    let context = base;
    for (const [name, value] of Object.entries(field.context))
      context = setPointer(context, `/${name}`, value);
    const pattern =
      typeof field.schema.pattern === 'string' ? new RegExp(field.schema.pattern, 'u') : undefined;
    const current = field.pointer
      .split('/')
      .slice(1)
      .reduce<unknown>(
        (node, key) => (typeof node === 'object' && node !== null ? (node as Data)[key] : undefined),
        context,
      );
    const cases: InvalidFill[] = breakingValues(field, pattern, current)
      .filter(([keyword]) => typeof messages[keyword] === 'string')
      .map(([keyword, value]) => ({
        rule: `${field.pointer.slice(1).replace(/\//g, '.')}.${keyword}`,
        field: field.pointer,
        message: messages[keyword] as string,
        data: setPointer(context, field.pointer, value),
      }));
    if (field.requiredMessage) {
      cases.push({
        rule: `${field.pointer.slice(1).replace(/\//g, '.')}.required`,
        field: field.pointer,
        message: field.requiredMessage,
        data: setPointer(context, field.pointer, undefined),
      });
    }
    return cases;
  });
}

/** A named scenario of fill.json (e.g. "stateNotAvailable") applied on top of a valid fill. */
export function scenarioFill(step: StepFiles, name: string, rng: Rng = seededRng(1)): Data {
  const scenarios = (step.fill?.scenarios ?? {}) as Record<string, Data>;
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`No scenario "${name}" in this step's fill.json`);
  return { ...validFill(step, rng), ...structuredClone(scenario) };
}
