/**
 * Reads a step file's schema (schemas/steps/<stepFile>/schema.json) for steps the server knows only
 * from flow.json (declarative steps, core/rules/formDataSteps.ts). Read once at start-up.
 */
import { readFileSync } from 'node:fs';
import type { JsonSchemaObject } from '../../../core/rules/withDefinitions';

const stepsDir = new URL('../../../schemas/steps/', import.meta.url);

export function readStepSchema(stepFile: string): JsonSchemaObject {
  if (!/^[a-z0-9-]+$/.test(stepFile)) throw new Error(`flow.json names an odd step file "${stepFile}"`);
  const file = new URL(`${stepFile}/schema.json`, stepsDir);
  return JSON.parse(readFileSync(file, 'utf8')) as JsonSchemaObject;
}
