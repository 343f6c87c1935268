/**
 * The checker's ajv part where rules may be compiled (Node: `npm run check:schemas` and tests; the
 * studio under `npm run dev`): ajv compiles step.schema.json and the schema itself, in strict mode,
 * at run time.
 */
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../../core/rules/createAjv';
import type { SchemaChecks, StepFileShape } from './schemaChecks';
import { stepFileShapeRef, stepMetaAjv } from './stepMetaAjv';

/** step.schema.json's definitions, compiled once (on first use: importing this compiles nothing). */
let shapes: Record<StepFileShape, ValidateFunction> | null = null;
function shapeValidators(): Record<StepFileShape, ValidateFunction> {
  if (!shapes) {
    const ajv = stepMetaAjv();
    const validator = (shape: StepFileShape) => ajv.getSchema(stepFileShapeRef(shape)) as ValidateFunction;
    shapes = { schemaFile: validator('schemaFile'), uiFile: validator('uiFile') };
  }
  return shapes;
}

export const compilingSchemaChecks: SchemaChecks = {
  fileShape(shape, data) {
    const validate = shapeValidators()[shape];
    return validate(data) ? [] : (validate.errors ?? []);
  },
  compile(schema) {
    let validate: ValidateFunction;
    try {
      validate = createAjv().compile(schema);
    } catch (error) {
      return { refusal: (error as Error).message };
    }
    return { check: (data) => (validate(data) ? [] : (validate.errors ?? [])) };
  },
};
