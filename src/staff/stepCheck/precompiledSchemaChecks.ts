/**
 * The checker's ajv part where rules may not be compiled: the studio of a production build, whose
 * Content-Security-Policy forbids `new Function` (server/http/securityHeaders.ts). Nothing here
 * compiles: step.schema.json's shapes and the meta-schemas are validators ajv compiled at build time
 * (scripts/compileStepCheckValidators.ts), and what strict mode refuses while compiling is found by
 * walking the schema as ajv does (strictSchemaRefusal.ts). Data is not checked against an edited
 * schema here: that needs its rules compiled (docs/decisions/0087-the-studio-checks-without-compiling.md).
 */
import shapeValidators from '../../generated/stepCheck/stepFileShape.js';
import strictValidators, { vocabulary } from '../../generated/stepCheck/strictSchema.js';
import type { SchemaChecks } from './schemaChecks';
import { strictSchemaRefusal } from './strictSchemaRefusal';

export const precompiledSchemaChecks: SchemaChecks = {
  fileShape(shape, data) {
    const validate = shapeValidators[shape];
    return validate(data) ? [] : (validate.errors ?? []);
  },
  compile(schema): ReturnType<SchemaChecks['compile']> {
    const refusal = strictSchemaRefusal(schema, { vocabulary, validators: strictValidators });
    return refusal === undefined ? {} : { refusal };
  },
};
