/**
 * The fill generator (spec §5 rules; fill.json in docs/adding-a-step.md): for a step file, realistic valid data, and for each rule of its
 * schema, data that breaks just that rule together with the exact message the rule must produce.
 * Derived from the schema itself (properties, conditional properties under allOf/if/then, arrays and
 * their items, errorMessage) plus the step's fill.json hints, so a new step or rule is covered without
 * new code. Pure and seeded.
 *
 * fill.json hints sit at the path of the value they describe: `{"examples": [...]}` (whole values,
 * objects and arrays too), `{"enum": [...]}`, `{"minimum", "maximum", "multipleOf"}`; an array's item
 * hints are under `items` (`"jobs": {"items": {"annualIncome": {...}}}`). `scenarios` are named
 * top-level overrides.
 */
import { withProductLimits } from '../../../core/rules/productLimits';
import { formats } from '../../../core/rules/formats';

type Schema = Record<string, unknown>;
type Data = Record<string, unknown>;
/** Values by form pointer that a fill must use (the `if` conditions a rule lives under). */
type Pins = Record<string, unknown>;

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

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(schema: unknown, root: Schema): Schema {
  if (!isObject(schema)) return {};
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/definitions/', '');
  const target = ((root.definitions as Record<string, Schema> | undefined)?.[name] ?? {}) as Schema;
  const { $ref: _ref, ...rest } = schema;
  return { ...resolve(target, root), ...rest };
}

function propertiesOf(schema: Schema): Record<string, Schema> {
  return (schema.properties ?? {}) as Record<string, Schema>;
}

const requiredOf = (schema: Schema) => (Array.isArray(schema.required) ? (schema.required as string[]) : []);

function requiredMessages(schema: Schema): Record<string, string> {
  const messages = schema.errorMessage;
  return (isObject(messages) && isObject(messages.required) ? messages.required : {}) as Record<
    string,
    string
  >;
}

function conditionalEntries(schema: Schema): Array<{ if: Schema; then: Schema }> {
  const allOf = (Array.isArray(schema.allOf) ? schema.allOf : []) as unknown[];
  return allOf.flatMap((entry) =>
    isObject(entry) && isObject(entry.if) && isObject(entry.then) ? [{ if: entry.if, then: entry.then }] : [],
  );
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function typeMatches(type: unknown, value: unknown): boolean {
  const types = Array.isArray(type) ? (type as string[]) : [String(type)];
  return types.some((name) => {
    if (name === 'integer') return Number.isInteger(value);
    if (name === 'array') return Array.isArray(value);
    if (name === 'object') return isObject(value);
    if (name === 'null') return value === null;
    return typeof value === name;
  });
}

/** Whether data satisfies an `if` schema: the keywords conditions use (const, enum, anyOf, not, type, required, properties). */
function matches(schema: Schema, value: unknown, root: Schema): boolean {
  const rule = resolve(schema, root);
  if ('const' in rule && !sameValue(rule.const, value)) return false;
  if (Array.isArray(rule.enum) && !rule.enum.some((option) => sameValue(option, value))) return false;
  if (rule.type !== undefined && value !== undefined && !typeMatches(rule.type, value)) return false;
  if (Array.isArray(rule.anyOf) && !rule.anyOf.some((option) => matches(option as Schema, value, root)))
    return false;
  if (isObject(rule.not) && matches(rule.not, value, root)) return false;
  if (!isObject(value)) return requiredOf(rule).length === 0;
  if (requiredOf(rule).some((name) => value[name] === undefined)) return false;
  return Object.entries(propertiesOf(rule)).every(
    ([name, property]) => value[name] === undefined || matches(property, value[name], root),
  );
}

/** Values that make an `if` true, by pointer under `base` (const, the first of enum or anyOf). */
function conditionValues(schema: Schema, base: string, root: Schema): Pins {
  const pins: Pins = {};
  for (const [name, property] of Object.entries(propertiesOf(resolve(schema, root)))) {
    const pointer = `${base}/${name}`;
    const value = sampleOf(resolve(property, root));
    if (value !== undefined) pins[pointer] = value;
    else Object.assign(pins, conditionValues(property, pointer, root));
  }
  return pins;
}

function sampleOf(rule: Schema): unknown {
  if ('const' in rule) return rule.const;
  if (Array.isArray(rule.enum)) return rule.enum[0];
  if (Array.isArray(rule.anyOf)) {
    for (const option of rule.anyOf) {
      const value = isObject(option) ? sampleOf(option) : undefined;
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

type EffectiveProperty = { name: string; schema: Schema; required: boolean; conditional: boolean };

/** An object's properties as they apply to `data`: its own, plus those of each `then` whose `if` holds. */
function effectiveProperties(schema: Schema, data: Data, root: Schema): EffectiveProperty[] {
  const required = requiredOf(schema);
  const result = new Map<string, EffectiveProperty>(
    Object.entries(propertiesOf(schema)).map(([name, property]) => [
      name,
      { name, schema: resolve(property, root), required: required.includes(name), conditional: false },
    ]),
  );
  for (const entry of conditionalEntries(schema)) {
    if (!matches(entry.if, data, root)) continue;
    const then = resolve(entry.then, root);
    const thenProperties = propertiesOf(then);
    for (const name of new Set([...Object.keys(thenProperties), ...requiredOf(then)])) {
      const existing = result.get(name);
      result.set(name, {
        name,
        schema: { ...(existing?.schema ?? {}), ...resolve(thenProperties[name], root) },
        required: (existing?.required ?? false) || requiredOf(then).includes(name),
        conditional: existing?.conditional ?? true,
      });
    }
  }
  return [...result.values()];
}

function readPointer(data: unknown, pointer: string): unknown {
  return pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, key) => (isObject(node) || Array.isArray(node) ? (node as Data)[key] : undefined),
      data,
    );
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

/** The fill.json hint for a value: object members by name, array items under `items`. */
function hintAt(fill: Schema | undefined, pointer: string): Schema | undefined {
  let hint: unknown = fill;
  for (const key of pointer.split('/').slice(1)) {
    if (!isObject(hint)) return undefined;
    hint = /^\d+$/.test(key) ? hint.items : hint[key];
  }
  return isObject(hint) ? hint : undefined;
}

function primitiveValue(schema: Schema, hint: Schema | undefined, rng: Rng): unknown {
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

type FillContext = { root: Schema; fill?: Schema; rng: Rng; pins: Pins };

const pinsUnder = (pins: Pins, pointer: string) =>
  Object.keys(pins).filter((pin) => pin.startsWith(`${pointer}/`));

function fillValue(schema: Schema, pointer: string, context: FillContext): unknown {
  if (pointer in context.pins) return structuredClone(context.pins[pointer]);
  const hint = hintAt(context.fill, pointer);
  if (Array.isArray(hint?.examples)) {
    let value = structuredClone(pick(hint.examples as unknown[], context.rng));
    for (const pin of pinsUnder(context.pins, pointer)) {
      if (isObject(value)) value = setPointer(value, pin.slice(pointer.length), context.pins[pin]);
    }
    return value;
  }
  if (Array.isArray(hint?.enum)) return pick(hint.enum as unknown[], context.rng);
  if (schema.type === 'array') return fillArray(schema, pointer, context);
  if (schema.type === 'object' || isObject(schema.properties)) return fillObject(schema, pointer, context);
  return primitiveValue(schema, hint, context.rng);
}

function fillArray(schema: Schema, pointer: string, context: FillContext): unknown[] | undefined {
  const pinnedItems = pinsUnder(context.pins, pointer).map((pin) =>
    Number(pin.slice(pointer.length + 1).split('/')[0]),
  );
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const count = Math.max(minItems, ...pinnedItems.map((index) => index + 1));
  if (count === 0) return undefined;
  const items = resolve(schema.items, context.root);
  return Array.from({ length: count }, (_, index) => fillValue(items, `${pointer}/${index}`, context));
}

/**
 * An object's members: required ones always; optional ones when fill.json hints at them, or, for
 * the step's own top-level fields, whenever a value can be made. Conditional members appear once
 * the members their `if` reads have values, so the loop runs until nothing new applies.
 */
function fillObject(schema: Schema, pointer: string, context: FillContext): Data {
  let data: Data = {};
  const isTop = pointer === '';
  for (let pass = 0; pass < 10; pass += 1) {
    let added = false;
    for (const property of effectiveProperties(schema, data, context.root)) {
      if (property.name in data) continue;
      const memberPointer = `${pointer}/${property.name}`;
      const wanted =
        property.required ||
        memberPointer in context.pins ||
        pinsUnder(context.pins, memberPointer).length > 0 ||
        hintAt(context.fill, memberPointer) !== undefined ||
        (isTop && !property.conditional);
      if (!wanted) continue;
      const value = fillValue(property.schema, memberPointer, context);
      if (value === undefined) continue;
      data = { ...data, [property.name]: value };
      added = true;
    }
    if (!added) break;
  }
  return data;
}

function fillWith(step: StepFiles, rng: Rng, pins: Pins): Data {
  // fill.json may name product.json's ranges (`"x-product"`), like the schemas do.
  const fill = step.fill ? withProductLimits(step.fill) : undefined;
  return fillObject(step.schema, '', { root: step.schema, fill, rng, pins });
}

/** Valid data for a step: every property filled where its schema or fill.json says how. */
export function validFill(step: StepFiles, rng: Rng = seededRng(1)): Data {
  return fillWith(step, rng, {});
}

type FieldInfo = {
  pointer: string;
  schema: Schema;
  requiredMessage?: string;
  /** The `if` values this field's rules apply under. */
  context: Pins;
  /** For a `then` that tightens a property defined elsewhere: only the keywords it adds are its rules. */
  ownKeywords?: string[];
};

/** Every field a rule can sit on, in schema order: properties, conditional properties, array items (as item 0). */
function fields(schema: Schema, root: Schema, base = '', context: Pins = {}): FieldInfo[] {
  const required = requiredOf(schema);
  const messages = requiredMessages(schema);
  const own = propertiesOf(schema);
  const direct: FieldInfo[] = Object.entries(own).map(([name, property]) => ({
    pointer: `${base}/${name}`,
    schema: resolve(property, root),
    requiredMessage: required.includes(name) ? messages[name] : undefined,
    context,
  }));
  const conditional: FieldInfo[] = conditionalEntries(schema).flatMap((entry) => {
    const then = resolve(entry.then, root);
    const entryContext = { ...context, ...conditionValues(entry.if, base, root) };
    const thenProperties = propertiesOf(then);
    const thenMessages = requiredMessages(then);
    return [...new Set([...Object.keys(thenProperties), ...requiredOf(then)])].map((name) => {
      const added = resolve(thenProperties[name], root);
      const tightens = name in own;
      return {
        pointer: `${base}/${name}`,
        schema: tightens ? { ...resolve(own[name], root), ...added } : added,
        requiredMessage: requiredOf(then).includes(name) ? thenMessages[name] : undefined,
        context: entryContext,
        ...(tightens ? { ownKeywords: Object.keys(thenProperties[name] ?? {}) } : {}),
      };
    });
  });
  return [...direct, ...conditional].flatMap((info) => {
    if (info.ownKeywords) return [info];
    if (info.schema.type === 'object')
      return [info, ...fields(info.schema, root, info.pointer, info.context)];
    if (info.schema.type === 'array' && isObject(info.schema.items)) {
      const items = resolve(info.schema.items, root);
      return [info, ...fields(items, root, `${info.pointer}/0`, info.context)];
    }
    return [info];
  });
}

/** Values known to break each custom format (core/rules/formats.ts). */
const formatBreakers: Record<keyof typeof formats, unknown> = {
  'loan-amount': 5000,
  'us-phone-digits': '41555',
  'us-phone': '1115550123',
  'ssn-digits': '12345',
  ssn: '000-12-3456',
  'adult-dob': '01012020',
  'birth-date': '02/30/1990',
  'graduation-year-not-too-old': 1800,
  'graduation-year-not-too-far': 3000,
  'job-start-year': 1900,
  'aba-routing-number': '123456789',
};

const patternCandidates = ['Main St', '!!!', '<>', '12345-12', 'ab'];

/** An array one item longer than maxItems allows, made of copies of a valid item. */
const tooManyItems = Symbol('tooManyItems');

function breakingValues(
  field: FieldInfo,
  pattern: RegExp | undefined,
  current: unknown,
): Array<[string, unknown]> {
  const schema = field.schema;
  const result: Array<[string, unknown]> = [];
  const numeric = schema.type === 'number' || schema.type === 'integer';
  if (numeric || schema.type === 'boolean') result.push(['type', 'abc']);
  // A text field sent as something else (only a client other than the form can): its type message.
  if (schema.type === 'string') result.push(['type', 12345]);
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
  if (typeof schema.minItems === 'number' && schema.minItems > 0) result.push(['minItems', []]);
  if (typeof schema.maxItems === 'number') result.push(['maxItems', tooManyItems]);
  return result.filter(([keyword]) => !field.ownKeywords || field.ownKeywords.includes(keyword));
}

function brokenValue(field: FieldInfo, value: unknown, current: unknown): unknown {
  if (value !== tooManyItems) return value;
  const first = Array.isArray(current) ? (current[0] as unknown) : undefined;
  if (first === undefined) return undefined;
  return Array.from({ length: Number(field.schema.maxItems) + 1 }, () => structuredClone(first));
}

/** "jobs.0.hourlyWage.maximum", plus the conditions it applies under ("when baseIncomeType=EMPLOYED, …"). */
/** Rules a field schema carries beside its own keywords: unconditional allOf entries, and the `then` of an if on its own value. */
function ownSubRules(schema: Schema): Schema[] {
  const allOf = (Array.isArray(schema.allOf) ? schema.allOf : []) as unknown[];
  const entries = allOf.filter((entry): entry is Schema => isObject(entry) && !('if' in entry));
  const ownIf = isObject(schema.if) && !('properties' in schema.if) && isObject(schema.then);
  return ownIf ? [...entries, schema.then as Schema] : entries;
}

function ruleName(field: FieldInfo, keyword: string): string {
  const name = `${field.pointer.slice(1).replace(/\//g, '.')}.${keyword}`;
  const conditions = Object.entries(field.context).map(
    ([pointer, value]) => `${pointer.slice(1).replace(/\//g, '.')}=${String(value)}`,
  );
  return conditions.length > 0 ? `${name} when ${conditions.join(', ')}` : name;
}

/**
 * One invalid case per rule that has a message: valid data (meeting the `if` conditions the rule
 * lives under) with just that field broken. A required field is broken by leaving it out.
 */
export function invalidFills(step: StepFiles, rng: Rng = seededRng(1)): InvalidFill[] {
  const bases = new Map<string, Data>();
  const baseFor = (context: Pins): Data => {
    const key = JSON.stringify(context);
    let base = bases.get(key);
    if (!base) {
      base = fillWith(step, rng, context);
      bases.set(key, base);
    }
    return base;
  };
  baseFor({});
  return fields(step.schema, step.schema).flatMap((field) => {
    const base = baseFor(field.context);
    const current = readPointer(base, field.pointer);
    // The field's own rules, then the extra rules it carries in an allOf entry or an if/then on its
    // own value (the graduation window's far end, the adult check after a real birth date).
    const ruleSets: Array<{ rules: Schema; suffix: string }> = [
      { rules: field.schema, suffix: '' },
      ...ownSubRules(field.schema).map((rules, index) => ({ rules, suffix: `.${index + 1}` })),
    ];
    const cases: InvalidFill[] = ruleSets.flatMap(({ rules, suffix }) => {
      const messages = isObject(rules.errorMessage) ? rules.errorMessage : {};
      const pattern = typeof rules.pattern === 'string' ? new RegExp(rules.pattern, 'u') : undefined;
      return breakingValues({ ...field, schema: rules }, pattern, current)
        .filter(([keyword]) => typeof messages[keyword] === 'string')
        .filter(([keyword]) => suffix === '' || keyword !== 'type')
        .flatMap(([keyword, value]) => {
          const broken = brokenValue(field, value, current);
          if (broken === undefined) return [];
          return [
            {
              rule: ruleName(field, `${keyword}${suffix}`),
              field: field.pointer,
              message: messages[keyword] as string,
              data: setPointer(base, field.pointer, broken),
            },
          ];
        });
    });
    if (field.requiredMessage) {
      cases.push({
        rule: ruleName(field, 'required'),
        field: field.pointer,
        message: field.requiredMessage,
        data: setPointer(base, field.pointer, undefined),
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
