/**
 * The API contract (schemas/api/operations.json) as the server reads it: operations with their
 * schemas made self-contained (operations' and the shared definitions merged in), and the step
 * bodies. Written once, used for route registration, request validation and the tests.
 */
import operationsFile from '../../schemas/api/operations.json';
import { formDataStepBody, formDataStepResponse, formDataSteps } from '../../core/rules/formDataSteps';
import { withDefinitions, type JsonSchemaObject } from '../../core/rules/withDefinitions';
import { readStepSchema } from '../domain/flow/stepFiles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type AuthMode = 'public' | 'session' | 'bearer';

/** Contract `idempotency`: the create takes an Idempotency-Key; unkeyed repeats within the window are one. */
export interface IdempotencyPolicy {
  duplicateWindowSeconds?: number;
}

export interface Operation {
  id: string;
  idempotency?: IdempotencyPolicy;
  method: HttpMethod;
  path: string;
  aliases: string[];
  auth: AuthMode;
  request?: JsonSchemaObject;
  query?: JsonSchemaObject;
  response?: JsonSchemaObject;
}

interface RawOperation {
  idempotency?: IdempotencyPolicy;
  method: string;
  path: string;
  aliases?: string[];
  auth: string;
  request?: JsonSchemaObject;
  query?: JsonSchemaObject;
  response?: JsonSchemaObject;
}

const contractDefinitions = operationsFile.definitions as Record<string, unknown>;

/** A contract schema with every definition it may reference, ready for ajv. */
export function contractSchema(schema: JsonSchemaObject): JsonSchemaObject {
  return withDefinitions({
    ...schema,
    definitions: { ...contractDefinitions, ...(schema.definitions ?? {}) },
  });
}

function toOperation(id: string, raw: RawOperation): Operation {
  return {
    id,
    method: raw.method as HttpMethod,
    path: raw.path,
    aliases: raw.aliases ?? [],
    auth: raw.auth as AuthMode,
    ...(raw.idempotency ? { idempotency: raw.idempotency } : {}),
    ...(raw.request ? { request: contractSchema(raw.request) } : {}),
    ...(raw.query ? { query: contractSchema(raw.query) } : {}),
    ...(raw.response ? { response: contractSchema(raw.response) } : {}),
  };
}

/**
 * Where an operation names the application it acts on: the path's `:applicationUuid`, or an
 * `application_uuid` its query requires (the pricing and assets status, the assistant's
 * configuration). The query parameter the app adds to every call (spec §7) names no such thing where
 * it is optional (postApplicationStarted records it only when it is the caller's own).
 */
export type ApplicationSource = 'path' | 'query';

export function applicationSourceOf(op: Pick<Operation, 'path' | 'query'>): ApplicationSource | null {
  if (op.path.split('/').includes(':applicationUuid')) return 'path';
  const required = op.query?.required;
  if (Array.isArray(required) && required.includes('application_uuid')) return 'query';
  return null;
}

export const operations: Operation[] = Object.entries(
  operationsFile.operations as Record<string, RawOperation>,
).map(([id, raw]) => toOperation(id, raw));

export function operation(id: string): Operation {
  const found = operations.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`Unknown operation ${id}`);
  return found;
}

/** Declarative steps' body and answer, derived from their step files (core/rules/formDataSteps.ts). */
const formDataStepBodies = Object.fromEntries(
  formDataSteps.map(({ stepPath, stepFile }) => [stepPath, formDataStepBody(readStepSchema(stepFile))]),
);
const formDataStepResponses = Object.fromEntries(
  formDataSteps.map(({ stepPath }) => [stepPath, formDataStepResponse]),
);

function withoutDerivedClash(written: Record<string, unknown>, derived: Record<string, unknown>) {
  const both = Object.keys(derived).filter((stepPath) => stepPath in written);
  if (both.length > 0)
    throw new Error(`operations.json writes out declarative steps flow.json derives: ${both.join(', ')}`);
  return { ...written, ...derived };
}

/** Body schema of POST /flow/{uuid}/step/{step}, by step path. */
export const stepBodySchemas: Record<string, JsonSchemaObject> = Object.fromEntries(
  Object.entries(
    withoutDerivedClash(operationsFile.stepBodies, formDataStepBodies) as Record<string, JsonSchemaObject>,
  ).map(([step, schema]) => [step, contractSchema(schema)]),
);

export const successEnvelopeSchema = operationsFile.envelope.success;
export const errorEnvelopeSchema = operationsFile.envelope.error;

/** What GET /flow/{uuid}/step/{step} answers, by step path (the contract's stepResponses). */
export const stepResponseSchemas: Record<string, JsonSchemaObject> = Object.fromEntries(
  Object.entries(
    withoutDerivedClash(operationsFile.stepResponses, formDataStepResponses) as Record<
      string,
      JsonSchemaObject | string
    >,
  )
    .filter((entry): entry is [string, JsonSchemaObject] => !entry[0].startsWith('$'))
    .map(([step, schema]) => [step, contractSchema(schema)]),
);
