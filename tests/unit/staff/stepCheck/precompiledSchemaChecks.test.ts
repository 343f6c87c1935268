/**
 * The studio of a production build checks step files without compiling rules (its page forbids
 * `new Function`): its findings are the ones `npm run check:schemas` gives, which compiles them —
 * for the things staff get wrong, on a small step and on every step of the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { withDefinitions } from '../../../../core/rules/withDefinitions';
import { checkStepFile, type Finding, type StepFileSet } from '../../../../src/staff/stepCheck/checkStepFile';
import { compilingSchemaChecks } from '../../../../src/staff/stepCheck/compilingSchemaChecks';
import { precompiledSchemaChecks } from '../../../../src/staff/stepCheck/precompiledSchemaChecks';
import { stepFileRegistries } from '../../../../src/staff/stepCheck/stepFileRegistries';

type Json = Record<string, unknown>;

const registries = stepFileRegistries;

/** What only compiled rules can tell: whether the generated fills pass and fail them. */
const triesFills = (finding: Finding) =>
  /^(A generated valid fill fails the schema|The invalid fill for )/.test(finding.problem);

const compiled = (files: StepFileSet) => checkStepFile(files, registries, compilingSchemaChecks);
const precompiled = (files: StepFileSet) => checkStepFile(files, registries, precompiledSchemaChecks);

const stepsDir = join(import.meta.dirname, '../../../../schemas/steps');
const readJson = (stepId: string, file: string): Json | undefined => {
  const path = join(stepsDir, stepId, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Json) : undefined;
};
const repositorySteps: StepFileSet[] = readdirSync(stepsDir)
  .filter((stepId) => existsSync(join(stepsDir, stepId, 'schema.json')))
  .sort()
  .map((stepId) => {
    const fill = readJson(stepId, 'fill.json');
    return {
      stepId,
      schema: readJson(stepId, 'schema.json') as Json,
      ui: readJson(stepId, 'ui.json') ?? {},
      ...(fill ? { fill } : {}),
    };
  });

const ui = { 'ui:options': { submit: { savings: { calls: [{ operation: 'postFlowStep' }] } } } };
/** A small step with a text field (a pattern) and a number field, and one shared definition. */
function savings(change: (schema: Json) => void = () => {}, uiChange: (ui: Json) => void = () => {}) {
  const schema: Json = {
    type: 'object',
    required: ['code', 'amount'],
    properties: {
      code: {
        type: 'string',
        pattern: '^[A-Z]{3}$',
        errorMessage: { pattern: 'Three capital letters' },
      },
      amount: { type: 'number', minimum: 1, errorMessage: { minimum: 'At least 1' } },
      phone: { $ref: '#/definitions/phone' },
    },
    errorMessage: { required: { code: 'Required', amount: 'Required' } },
  };
  change(schema);
  const uiFile = structuredClone(ui) as Json;
  uiChange(uiFile);
  return { stepId: 'savings', schema, ui: uiFile };
}
const properties = (schema: Json) => schema.properties as Record<string, Json>;
/** The schema with the first definition it refers to given by the step itself, changed. */
function redefine(schema: Json, change: (definition: Json) => void) {
  const name = /"\$ref":"#\/definitions\/([^"]+)"/.exec(JSON.stringify(schema))?.[1];
  if (!name) return;
  const definition = structuredClone(withDefinitions(schema).definitions[name]) as Json;
  change(definition);
  schema.definitions = { ...(schema.definitions as Json), [name]: definition };
}

describe('Staff editing a step in a production studio see what npm run check:schemas would say', () => {
  // Each slip with what npm run check:schemas says about it (the test checks that it says so).
  test.each<[string, StepFileSet, RegExp | null]>([
    ['a sound step', savings(), null],
    [
      'a misspelt keyword',
      savings((schema) => (properties(schema).amount!.minimun = 1)),
      /unknown keyword: "minimun"/,
    ],
    [
      'a misspelt keyword under a condition',
      savings((schema) => {
        schema.allOf = [
          {
            if: { properties: { amount: { const: 2 } }, required: ['amount'] },
            then: { properties: { code: { maxLenght: 3 } } },
          },
        ];
      }),
      /unknown keyword: "maxLenght"/,
    ],
    [
      'a type that does not exist',
      savings((schema) => (properties(schema).amount!.type = 'numbr')),
      /schema is invalid: data\/properties\/amount\/type/,
    ],
    [
      'a limit that is not a number',
      savings((schema) => (properties(schema).amount!.minimum = 'five')),
      /minimum must be number/,
    ],
    [
      'a rule without its message',
      savings((schema) => (properties(schema).amount!.maximum = 9)),
      /"maximum" rule has no message/,
    ],
    [
      'a pattern no regular expression takes',
      savings((schema) => (properties(schema).code!.pattern = '([A-Z]')),
      /Invalid regular expression/,
    ],
    [
      'a pattern of property names no regular expression takes',
      savings((schema) => (schema.patternProperties = { '(x': { type: 'string' } })),
      /Invalid regular expression/,
    ],
    [
      'a format that does not exist',
      savings((schema) => (properties(schema).code!.format = 'postcode')),
      /unknown format "postcode"/,
    ],
    [
      'a reference to a definition that does not exist',
      savings((schema) => (properties(schema).phone!.$ref = '#/definitions/phonee')),
      /can't resolve reference #\/definitions\/phonee/,
    ],
    [
      'a required field the schema does not have',
      savings((schema) => (schema.required = ['code', 'amout'])),
      /required property "amout" is not defined/,
    ],
    [
      'a field required under a condition that does not define it',
      savings((schema) => {
        schema.allOf = [
          {
            if: { properties: { amount: { const: 2 } }, required: ['amount'] },
            then: { required: ['code'] },
          },
        ];
      }),
      /required property "code" is not defined at "#\/allOf\/0\/then"/,
    ],
    [
      'a field required under a condition that defines it',
      savings((schema) => {
        schema.allOf = [
          {
            if: { properties: { amount: { const: 2 } }, required: ['amount'] },
            then: {
              required: ['code'],
              properties: { code: { minLength: 3, errorMessage: { minLength: 'Three letters' } } },
            },
          },
        ];
      }),
      null,
    ],
    [
      'a condition with no consequence',
      savings((schema) => (schema.if = { required: ['amount'] })),
      /"if" without "then" and "else"/,
    ],
    [
      'a consequence with no condition',
      savings((schema) => (schema.then = { required: ['amount'] })),
      /"then" without "if"/,
    ],
    [
      'a list of items that is an unbounded tuple',
      savings((schema) => (properties(schema).list = { type: 'array', items: [{ type: 'string' }] })),
      /"items" is 1-tuple/,
    ],
    [
      'additional items without a tuple',
      savings(
        (schema) =>
          (properties(schema).list = { type: 'array', items: { type: 'string' }, additionalItems: false }),
      ),
      /"additionalItems" is ignored/,
    ],
    [
      'messages written as a number',
      savings((schema) => (properties(schema).amount!.errorMessage = { minimum: 5 })),
      /keyword "errorMessage" value is invalid at path "#\/properties\/amount"/,
    ],
    [
      'nullable without a type',
      savings((schema) => (properties(schema).code = { nullable: true, minLength: 1 })),
      /"nullable" cannot be used without "type"/,
    ],
    ['the old "id" keyword', savings((schema) => (schema.id = 'savings')), /NOT SUPPORTED: keyword "id"/],
    [
      'a meta-schema that does not exist',
      savings((schema) => (schema.$schema = 'http://json-schema.org/draft-08/schema#')),
      /no schema with key or ref/,
    ],
    [
      'a misspelt keyword in a definition the step uses',
      savings((schema) => {
        schema.definitions = { code: { type: 'string', maxLenght: 3 } };
        properties(schema).code = { $ref: '#/definitions/code' };
      }),
      /unknown keyword: "maxLenght"/,
    ],
    [
      'a misspelt keyword in a definition the step does not use',
      savings((schema) => (schema.definitions = { code: { type: 'string', maxLenght: 3 } })),
      null,
    ],
    [
      'an unknown format in a definition that refers to another',
      savings((schema) => {
        schema.definitions = {
          contact: {
            type: 'object',
            properties: {
              phone: { $ref: '#/definitions/phone' },
              email: { type: 'string', format: 'email' },
            },
          },
        };
        properties(schema).contact = { $ref: '#/definitions/contact' };
      }),
      /unknown format "email" ignored in schema at path "#\/properties\/email"/,
    ],
    [
      'a widget that does not exist',
      savings(undefined, (uiFile) => (uiFile.code = { 'ui:widget': 'slider' })),
      /no widget called "slider"/,
    ],
    [
      'a field that takes focus on load',
      savings(undefined, (uiFile) => (uiFile.code = { 'ui:autofocus': true })),
      /Not the shape of a step file/,
    ],
  ])('%s', (_name, files, said) => {
    const expected = compiled(files).filter((finding) => !triesFills(finding));
    if (said) expect(expected.map((finding) => finding.problem).join('\n')).toMatch(said);
    else expect(expected).toEqual([]);
    expect(precompiled(files)).toEqual(expected);
  });

  test.each(repositorySteps.map((files) => [files.stepId, files] as const))(
    'the repository’s %s, as it is and with each kind of slip in its first field',
    (_stepId, files) => {
      const first = Object.keys(properties(files.schema))[0]!;
      const slips: Array<(schema: Json) => void> = [
        () => {},
        (schema) => (properties(schema)[first]!.minimun = 1),
        (schema) => (properties(schema)[first]!.format = 'postcode'),
        (schema) => (properties(schema)[first]!.pattern = '(['),
        (schema) => (properties(schema)[first]!.type = 'text'),
        (schema) => (schema.required = [...((schema.required as string[]) ?? []), `${first}s`]),
        (schema) => (schema.then = {}),
        // The first shared definition it uses, redefined by the step with a slip: ajv's paths there.
        (schema) => redefine(schema, (definition) => (definition.format = 'postcode')),
        (schema) => redefine(schema, (definition) => (definition.required = ['nope'])),
      ];
      for (const slip of slips) {
        const slipped = structuredClone(files);
        slip(slipped.schema);
        const expected = compiled(slipped).filter((finding) => !triesFills(finding));
        expect(precompiled(slipped)).toEqual(expected);
      }
    },
  );

  test('the generated fills are tried against the rules only where they compile', () => {
    // fill.json's example breaks the pattern: a generated valid fill fails the schema.
    const files = { ...savings(), fill: { code: { examples: ['abc'] } } };
    expect(compiled(files)).toEqual([
      expect.objectContaining({
        file: 'schemas/steps/savings/fill.json',
        problem: expect.stringMatching(/^A generated valid fill fails the schema \(\/code: /),
      }),
    ]);
    expect(precompiled(files)).toEqual([]);
  });
});

describe('The production studio’s checker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  test('never compiles: not with ajv, not with new Function', () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    // ajv logs the code it could not compile (the stub's proof below).
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = new Proxy(Function, {
      construct: () => {
        throw new EvalError('compiling is refused on this page');
      },
      apply: () => {
        throw new EvalError('compiling is refused on this page');
      },
    });
    vi.stubGlobal('Function', refused);
    // The stub does stop a compile (the test would prove nothing otherwise).
    expect(compilingSchemaChecks.compile({ type: 'object', properties: { a: { type: 'string' } } })).toEqual({
      refusal: 'compiling is refused on this page',
    });
    compile.mockClear();

    for (const files of [...repositorySteps, savings((schema) => (properties(schema).code!.pattern = '(['))])
      expect(() => precompiled(files)).not.toThrow();
    expect(compile).not.toHaveBeenCalled();
  });
});
