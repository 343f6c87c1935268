/**
 * The ajv that checks step files against schemas/step.schema.json (the shape editors check as staff
 * type): at run time where rules compile (compilingSchemaChecks.ts), and at build time for the
 * studio's precompiled checks (scripts/compileStepCheckValidators.ts), so both give the same errors.
 * Not strict: the meta-schema describes files, it is not a form's rules.
 */
import Ajv, { type Options } from 'ajv';
import stepMetaSchema from '../../../schemas/step.schema.json';
import type { StepFileShape } from './schemaChecks';

export const stepFileShapes: readonly StepFileShape[] = ['schemaFile', 'uiFile'];

/** The id ajv knows a definition of step.schema.json by. */
export const stepFileShapeRef = (shape: StepFileShape) => `${stepMetaSchema.$id}#/definitions/${shape}`;

export function stepMetaAjv(options: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, ...options });
  ajv.addSchema(stepMetaSchema);
  return ajv;
}
