/**
 * A step's files as the copy view previews them: its schema and UI schema with staff's changes,
 * the shared definitions it uses with theirs (carried as the schema's own definitions, which
 * withDefinitions prefers), and the copy page it shows on. Also the same files as saved, for a
 * build that may not compile rules and maps the saved messages to the edited ones. Pure.
 */
import type { UiSchema } from '@rjsf/utils';
import { withProductLimits } from '../../../../core/rules/productLimits';
import type { JsonSchemaObject } from '../../../../core/rules/withDefinitions';
import { copyFile, definitionsFile, stepSchemaFile, stepUiFile } from './copyCatalog';
import { withChanges, type CopyChange } from './copyChanges';
import { pathOf } from './jsonPointer';

type Json = Record<string, unknown>;
export type PageCopy = { title?: string; description?: string; submit?: string };

export type CopyPreviewFiles = {
  schema: JsonSchemaObject;
  ui: UiSchema;
  savedSchema: JsonSchemaObject;
  page: PageCopy;
};

const definitionsOf = (file: unknown): Json =>
  ((file as { definitions?: Json } | undefined)?.definitions ?? {}) as Json;

export function copyPreviewFiles(
  step: { stepId: string; schema: JsonSchemaObject; ui: UiSchema },
  files: { copy: unknown; definitions: unknown },
  pageKey: string | undefined,
  changes: readonly CopyChange[],
): CopyPreviewFiles {
  const saved = definitionsOf(files.definitions);
  const edited = definitionsOf(withChanges(definitionsFile, files.definitions, changes));
  const changedNames = Object.keys(edited).filter(
    (name) => JSON.stringify(edited[name]) !== JSON.stringify(saved[name]),
  );
  const pick = (from: Json) => Object.fromEntries(changedNames.map((name) => [name, from[name]]));
  const schema = withChanges(stepSchemaFile(step.stepId), step.schema, changes);
  const pages = (withChanges(copyFile, files.copy, changes) as { pages?: Record<string, PageCopy> }).pages;
  return {
    // Limits filled in on both sides, so a saved message maps to its edited words as the app shows them.
    schema: withProductLimits({ ...schema, definitions: { ...pick(edited), ...(schema.definitions ?? {}) } }),
    ui: withChanges(stepUiFile(step.stepId), step.ui, changes),
    savedSchema: withProductLimits({
      ...step.schema,
      definitions: { ...pick(saved), ...(step.schema.definitions ?? {}) },
    }),
    page: (pageKey !== undefined ? pages?.[pageKey] : undefined) ?? {},
  };
}

/** The copy page an entry of the copy file belongs to (pages.<key>...), if it is a page's. */
export function pageKeyOfPointer(file: string, pointer: string): string | undefined {
  const [top, page] = pathOf(pointer);
  return file === copyFile && top === 'pages' ? page : undefined;
}
