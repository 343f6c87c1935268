/**
 * The JSON Schemas the editors complete and check against: schemas/step.schema.json's schemaFile
 * and uiFile, and the copy's length limits (copy/copyCatalog.ts) for a step's pages.
 */
import stepMetaSchema from '../../../schemas/step.schema.json';
import { copyLimits } from './copy/copyCatalog';
import type { EditorSchema } from './JsonEditor';

type Json = Record<string, unknown>;
const definitions = stepMetaSchema.definitions as Record<string, Json>;

/**
 * A definition of step.schema.json as an editor's root schema. The draft-07 meta-schema it builds on
 * is left to the checker (the editor's library does not fetch remote schemas).
 */
function fileSchema(name: 'schemaFile' | 'uiFile'): EditorSchema {
  const { allOf, ...rest } = definitions[name] as Json;
  const local = ((allOf ?? []) as Json[]).filter((entry) => String(entry.$ref).startsWith('#'));
  return { ...rest, ...(local.length > 0 ? { allOf: local } : {}), definitions } as EditorSchema;
}

const limitOf = (pointer: string) => copyLimits.find((rule) => rule.applies({ kind: 'page', pointer }))?.max;

export const editorSchemas: Record<'schema' | 'ui' | 'copy', EditorSchema> = {
  schema: fileSchema('schemaFile'),
  ui: fileSchema('uiFile'),
  copy: {
    type: 'object',
    description: 'The pages of schemas/copy/en-US.json that show this step, by key.',
    additionalProperties: {
      type: 'object',
      properties: {
        title: { type: 'string', maxLength: limitOf('/pages/x/title') },
        description: { type: 'string', maxLength: limitOf('/pages/x/description') },
        submit: { type: 'string', maxLength: limitOf('/pages/x/submit') },
      },
    },
  } as EditorSchema,
};
