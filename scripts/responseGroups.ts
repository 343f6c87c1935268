/**
 * How the build groups the API's response checks (scripts/compileValidators.ts). Pure.
 *
 * Each check keeps only the contract definitions its answer uses: ajv's standalone code embeds the
 * whole schema object where it needs one of its parts (an enum), all definitions included. Checks
 * whose answers use exactly the same definitions (the income step's data, the list of jobs, a
 * created job) become one schema, so their code is one module and a page making two of those calls
 * loads the definitions' code once.
 */
import { annotationKeywords } from '../core/rules/createAjv';
import { withoutKeywords, withUsedDefinitions } from '../core/rules/usedDefinitions';
import { withDefinitions, type JsonSchemaObject } from '../core/rules/withDefinitions';

/** Keywords that change no verdict: messages for people (ajv-errors), comments and annotations. */
const annotations = new Set([
  'errorMessage',
  '$comment',
  'title',
  'description',
  'examples',
  ...annotationKeywords,
]);

export type ResponseGroup = {
  /** The checks of this group (operation ids, and getFlowStep.<step> for a step's data). */
  ids: string[];
  /** One schema to give ajv: the answer itself when alone, else every answer under definitions. */
  schema: JsonSchemaObject & { $id: string };
  /** The reference ajv compiles for each id. */
  refs: Record<string, string>;
};

/** Groups the response schemas (by check id) that use the same contract definitions. */
export function responseGroups(
  responses: ReadonlyMap<string, Record<string, unknown>>,
  contractDefinitions: Record<string, unknown>,
): ResponseGroup[] {
  const byDefinitions = new Map<string, { id: string; schema: JsonSchemaObject }[]>();
  for (const [id, response] of responses) {
    const schema = withoutKeywords(
      withUsedDefinitions(withDefinitions({ ...response, definitions: contractDefinitions })),
      annotations,
    );
    const names = Object.keys(schema.definitions ?? {}).sort();
    // Answers that use no definition share no code: each stays alone.
    const key = names.length ? names.join(',') : `alone:${id}`;
    byDefinitions.set(key, [...(byDefinitions.get(key) ?? []), { id, schema }]);
  }
  return [...byDefinitions.values()].map((members) => {
    const [first] = members as [{ id: string; schema: JsonSchemaObject }];
    if (members.length === 1) {
      const $id = `response:${first.id}`;
      return { ids: [first.id], schema: { ...first.schema, $id }, refs: { [first.id]: $id } };
    }
    const $id = `responses:${first.id}`;
    const answers = Object.fromEntries(
      members.map(({ id, schema }) => {
        const { definitions: _definitions, ...answer } = schema;
        return [`response.${id}`, answer];
      }),
    );
    return {
      ids: members.map(({ id }) => id),
      schema: { $id, definitions: { ...first.schema.definitions, ...answers } },
      refs: Object.fromEntries(members.map(({ id }) => [id, `${$id}#/definitions/response.${id}`])),
    };
  });
}
