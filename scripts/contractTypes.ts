/**
 * TypeScript types of the API contract's records, derived from schemas/api/operations.json with
 * json-schema-to-ts, so the server's stores and the app's adapters share one definition of each
 * record instead of writing it twice (docs/architecture.md). Writes core/api/generated/contractTypes.ts
 * (gitignored; `npm run generate`): each definition with its $refs inlined and its annotations
 * (messages, comments) dropped, `as const`, and its FromSchema type.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import flow from '../schemas/flow.json';
import { annotationKeywords } from '../core/rules/createAjv';
import { withFlowLists } from '../core/rules/flowLists';
import { formDataStepResponse, formDataSteps } from '../core/rules/formDataSteps';
import { withProductLimits } from '../core/rules/productLimits';
import { sharedDefinitions } from '../core/rules/withDefinitions';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The contract schemas exported as types, by type name: a definition, or a path into one (a stored
 * job's fields are the record's, whose occupationId is a number; a request may send it as text).
 */
const exported: Record<string, string[]> = {
  JobFields: ['jobIncomeSource', 'properties', 'jobFields'],
  IncomeSourceFields: ['incomeSourceFields'],
  RecordKind: ['recordKind'],
  EducationRecord: ['education'],
  EducationBody: ['educationBody'],
  WealthAccount: ['wealthAccount'],
  AnalyticsProductType: ['analyticsProductType'],
};

const annotations = new Set(['errorMessage', '$comment', 'title', 'description', ...annotationKeywords]);

type Json = unknown;

function inline(schema: Json, definitions: Record<string, Json>, seen: readonly string[] = []): Json {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, definitions, seen));
  if (!schema || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as Record<string, Json>;
  const own = Object.fromEntries(
    Object.entries(rest)
      .filter(([key]) => !annotations.has(key))
      .map(([key, value]) => [
        key,
        key === 'properties' ? inlineProperties(value, definitions, seen) : inline(value, definitions, seen),
      ]),
  );
  if (typeof $ref !== 'string') return own;
  const name = $ref.replace('#/definitions/', '');
  if (seen.includes(name)) throw new Error(`contractTypes: ${name} refers to itself`);
  const target = inline(definitions[name], definitions, [...seen, name]) as Record<string, Json>;
  return { ...target, ...own };
}

/** A properties map: its keys are field names ("title", "description"), not annotations to drop. */
function inlineProperties(
  properties: Json,
  definitions: Record<string, Json>,
  seen: readonly string[],
): Json {
  if (!properties || typeof properties !== 'object') return properties;
  return Object.fromEntries(
    Object.entries(properties as Record<string, Json>).map(([name, value]) => [
      name,
      inline(value, definitions, seen),
    ]),
  );
}

type Contract = {
  definitions: Record<string, Json>;
  stepResponses: Record<string, Json>;
  stepBodies: Record<string, Json>;
  operations: Record<string, { path: string; request?: Json; query?: Json; response?: Json }>;
};

/** A name that can stand in TypeScript for an operation id (they are camelCase already). */
const typeNameOf = (operationId: string) => `${operationId[0]!.toUpperCase()}${operationId.slice(1)}`;

/**
 * The operation map: per operation id, its path parameters (from the path's :names), query, body
 * and response types, each derived from the contract, so `apiRequest('getFlowStep', …)` and the
 * server's handlers are typed by the operation they name.
 */
function operationMap(contract: Contract, definitions: Record<string, Json>): string[] {
  const lines: string[] = [];
  const entries: string[] = [];
  for (const [operationId, operation] of Object.entries(contract.operations)) {
    const name = typeNameOf(operationId);
    const typeOf = (part: 'request' | 'query' | 'response', fallback: string) => {
      const schema = operation[part];
      if (schema === undefined) return fallback;
      lines.push(
        `const ${operationId}${typeNameOf(part)} = ${JSON.stringify(inline(schema, definitions))} as const;`,
      );
      return `FromSchema<typeof ${operationId}${typeNameOf(part)}>`;
    };
    const params = [...operation.path.matchAll(/:(\w+)/g)].map((match) => `${match[1]}: string`);
    lines.push(
      `export type ${name}Operation = {`,
      `  params: { ${params.join('; ')} };`,
      `  query: ${typeOf('query', 'Record<string, never>')};`,
      // No request schema: a body-less call, or one whose body the contract types elsewhere (stepBodies).
      `  body: ${typeOf('request', 'unknown')};`,
      `  response: ${typeOf('response', 'unknown')};`,
      '};',
    );
    entries.push(`  ${operationId}: ${name}Operation;`);
  }
  lines.push(
    '',
    '/** Every operation of schemas/api/operations.json by its id. */',
    'export interface ApiOperations {',
    ...entries,
    '}',
  );
  lines.push('export type OperationId = keyof ApiOperations;', '');
  return lines;
}

/**
 * One interface of schema-derived types by step path: `const <stepPath><suffix> = <schema> as const`
 * for each step, then `export interface <name> { '<stepPath>': FromSchema<…> }`.
 */
function stepPathInterface(
  schemas: Record<string, Json>,
  definitions: Record<string, Json>,
  names: { suffix: string; interfaceName: string; doc: string },
): string[] {
  const lines: string[] = [];
  const entries: string[] = [];
  for (const [stepPath, schema] of Object.entries(schemas)) {
    const constName = `${stepPath.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase())}${names.suffix}`;
    lines.push(`const ${constName} = ${JSON.stringify(inline(schema, definitions))} as const;`);
    entries.push(`  '${stepPath}': FromSchema<typeof ${constName}>;`);
  }
  return [...lines, '', `/** ${names.doc} */`, `export interface ${names.interfaceName} {`, ...entries, '}'];
}

const withoutComments = (schemas: Record<string, Json>) =>
  Object.fromEntries(Object.entries(schemas).filter(([key]) => !key.startsWith('$')));

/** What GET /flow/{uuid}/step/{step} answers, by step path (stepResponses, declarative steps derived). */
function flowStepResponses(contract: Contract, definitions: Record<string, Json>): string[] {
  const responses: Record<string, Json> = {
    ...withoutComments(contract.stepResponses),
    ...Object.fromEntries(formDataSteps.map(({ stepPath }) => [stepPath, formDataStepResponse])),
  };
  return [
    ...stepPathInterface(responses, definitions, {
      suffix: 'StepResponse',
      interfaceName: 'FlowStepResponses',
      doc: 'What GET /flow/{uuid}/step/{step} answers, by step path.',
    }),
    'export type FlowStepPath = keyof FlowStepResponses;',
    '',
  ];
}

/** What POST /flow/{uuid}/step/{step} takes, by step path (contract `stepBodies`; others take none). */
function flowStepBodies(contract: Contract, definitions: Record<string, Json>): string[] {
  return [
    ...stepPathInterface(withoutComments(contract.stepBodies), definitions, {
      suffix: 'StepBody',
      interfaceName: 'FlowStepBodies',
      doc: 'What POST /flow/{uuid}/step/{step} takes, by step path (a step not listed takes none).',
    }),
    '',
  ];
}

/** Every piece of data a flow step may own (flow.json `owns`), so the server's write guard names only these. */
function flowOwnedData(): string[] {
  const steps = Object.values(flow.application.steps as Record<string, { owns?: string[] }>);
  const owned = [...new Set(steps.flatMap((step) => step.owns ?? []))].sort();
  return [
    '/** What a flow step may own (schemas/flow.json `owns`): a write of it is taken only on that step. */',
    `export type FlowOwnedData = ${owned.map((name) => JSON.stringify(name)).join(' | ')};`,
    '',
  ];
}

export function compileContractTypes(): void {
  // With product.json's limits and flow.json's lists filled in, as the server and app see the contract.
  const contract = withFlowLists(
    withProductLimits(
      JSON.parse(readFileSync(join(root, 'schemas/api/operations.json'), 'utf8')) as Contract,
    ),
  );
  const definitions = { ...sharedDefinitions, ...contract.definitions };
  const lines = [
    '// Generated by scripts/contractTypes.ts from schemas/api/operations.json — do not edit.',
    "import type { FromSchema } from 'json-schema-to-ts';",
    '',
  ];
  for (const [typeName, path] of Object.entries(exported)) {
    const schema = path.reduce<Json>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, Json>)[key] : undefined),
      definitions,
    );
    if (schema === undefined) throw new Error(`contractTypes: nothing at ${path.join('.')}`);
    const constName = `${typeName[0]!.toLowerCase()}${typeName.slice(1)}Schema`;
    lines.push(`const ${constName} = ${JSON.stringify(inline(schema, definitions))} as const;`);
    lines.push(`export type ${typeName} = FromSchema<typeof ${constName}>;`, '');
  }
  lines.push(...operationMap(contract as unknown as Contract, definitions));
  lines.push(...flowStepResponses(contract as unknown as Contract, definitions));
  lines.push(...flowStepBodies(contract as unknown as Contract, definitions));
  lines.push(...flowOwnedData());
  const outDir = join(root, 'core/api/generated');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'contractTypes.ts'), lines.join('\n'));
}
