/**
 * Step and API schemas refer to shared field rules as `#/definitions/<name>`; this merges
 * `schemas/definitions.json` into a schema's own definitions so each rule and its message exist
 * once, with product.json's limits filled in (productLimits.ts). Pure: used by the server at start-up, by the build that precompiles the app's validators
 * and by tests.
 */
import shared from '../../schemas/definitions.json';
import { withFlowLists } from './flowLists';
import { withProductLimits } from './productLimits';

export type JsonSchemaObject = { definitions?: Record<string, unknown>; [keyword: string]: unknown };

export const sharedDefinitions: Record<string, unknown> = withProductLimits(shared.definitions);

export function withDefinitions<T extends JsonSchemaObject>(
  schema: T,
): T & { definitions: Record<string, unknown> } {
  return withFlowLists(
    withProductLimits({
      ...schema,
      definitions: { ...sharedDefinitions, ...(schema.definitions ?? {}) },
    }),
  );
}
