/**
 * The part of the step-file checker that needs ajv, given to it (checkStepFile's third argument): the
 * same checker runs where rules may be compiled — Node for `npm run check:schemas` and tests, the
 * studio under `npm run dev` (compilingSchemaChecks.ts) — and where they may not: the studio of a
 * production build, whose Content-Security-Policy forbids `new Function` (precompiledSchemaChecks.ts,
 * docs/decisions/0087-the-studio-checks-without-compiling.md).
 */
import type { Json } from './walkSchema';

/** An error as ajv reports it: where in the data, and ajv's words. */
export type RuleError = { instancePath: string; message?: string };

/** The definitions of schemas/step.schema.json a step's files are checked against. */
export type StepFileShape = 'schemaFile' | 'uiFile';

export interface SchemaChecks {
  /** A step file's errors against its definition in schemas/step.schema.json (none when it fits). */
  fileShape(shape: StepFileShape, data: unknown): readonly RuleError[];
  /**
   * A schema (shared definitions merged in) as ajv in strict mode (core/rules/createAjv.ts) takes it:
   * why it refuses it, or a check of data against it (its errors, none when valid). The check is
   * absent where rules cannot be compiled: then the checker leaves trying fills against the rules to
   * `npm run check:schemas` and the studio under `npm run dev`.
   */
  compile(schema: Json): { refusal: string } | { check?: (data: unknown) => readonly RuleError[] };
}
