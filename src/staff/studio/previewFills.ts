/** The fills a step's preview offers: one valid, and one breaking each rule that has a message. */
import { withDefinitions, type JsonSchemaObject } from '../../../core/rules/withDefinitions';
import { invalidFills, seededRng, validFill } from '../fill/generateFills';
import type { PreviewFills } from './StepPreview';

export function previewFills(
  schema: JsonSchemaObject,
  fill: Record<string, unknown> | undefined,
): PreviewFills {
  try {
    const full = withDefinitions(schema);
    return {
      valid: validFill({ schema: full, fill }, seededRng(1)),
      invalid: invalidFills({ schema: full, fill }),
    };
  } catch {
    return { valid: {}, invalid: [] };
  }
}
