/**
 * Every word an applicant reads, wherever it is written: the copy file (schemas/copy/en-US.json),
 * the shared field definitions (schemas/definitions.json) and each step's schema.json and ui.json.
 * One entry per string: the file that owns it and its place there (a JSON Pointer), what kind of
 * words it is, where the applicant meets it, and its length against the limit for its kind. Keys,
 * widgets, formats and other values a developer reads are not entries. Pure.
 */
import { fillIn, studioText } from '../text';
import { pointerOf } from './jsonPointer';

export type CopyKind =
  'page' | 'label' | 'help' | 'placeholder' | 'option' | 'ruleMessage' | 'errorMessage' | 'appCopy';

export type CopyEntry = {
  /** `<file>#<pointer>`: unique and stable while the string stays where it is. */
  id: string;
  file: string;
  pointer: string;
  text: string;
  kind: CopyKind;
  /** The field it belongs to, by its path in the form (jobs.occupation), when it belongs to one. */
  field?: string;
  /** Where the applicant reads it: step files with their screens, or the part of the app. */
  usedBy: string[];
  /** The step files whose preview shows it, most direct first. */
  previewSteps: string[];
  limit?: { name: string; max: number };
};

/** Length limits, as data. The first rule that matches an entry applies. */
export const copyLimits: ReadonlyArray<{
  name: string;
  max: number;
  applies: (entry: { kind: CopyKind; pointer: string }) => boolean;
}> = [
  { name: 'Page title', max: 60, applies: (entry) => /^\/pages\/[^/]+\/title$/.test(entry.pointer) },
  {
    name: 'Page description',
    max: 200,
    applies: (entry) => /^\/pages\/[^/]+\/description$/.test(entry.pointer),
  },
  { name: 'Button', max: 30, applies: (entry) => /\/(submit|action|continue|back)$/.test(entry.pointer) },
  { name: 'Field label', max: 60, applies: (entry) => entry.kind === 'label' },
  { name: 'Help', max: 200, applies: (entry) => entry.kind === 'help' },
  { name: 'Placeholder', max: 40, applies: (entry) => entry.kind === 'placeholder' },
  { name: 'Option', max: 60, applies: (entry) => entry.kind === 'option' },
  {
    name: 'Message',
    max: 200,
    applies: (entry) => entry.kind === 'ruleMessage' || entry.kind === 'errorMessage',
  },
  { name: 'Title', max: 60, applies: (entry) => /\/title$/.test(entry.pointer) },
  { name: 'Description', max: 200, applies: (entry) => /\/description$/.test(entry.pointer) },
];

/** Values of the copy file that are data, not words: a note's condition (a field key) and a link's address. */
const copyDataKeys: ReadonlySet<string> = new Set(['when', 'href']);
/** Pages of the copy file that only staff see (the studio, the funnel report). */
const staffPages: ReadonlySet<string> = new Set(['studio', 'funnelReport']);

export const copyFile = 'schemas/copy/en-US.json';
export const definitionsFile = 'schemas/definitions.json';
export const stepSchemaFile = (stepId: string) => `schemas/steps/${stepId}/schema.json`;
export const stepUiFile = (stepId: string) => `schemas/steps/${stepId}/ui.json`;

export type CopySources = {
  copy: unknown;
  definitions: unknown;
  steps: ReadonlyArray<{ stepId: string; schema: unknown; ui: unknown }>;
  /** The screens each step file renders (flow.json), for "where used". */
  screensOf: (stepId: string) => string[];
  /** The step files shown on each copy page (pages.<key>). */
  stepsOfPage: (pageKey: string) => string[];
  /** Screens and flow steps of each copy page. */
  usersOfPage: (pageKey: string) => string[];
};

type Json = Record<string, unknown>;
type Found = { path: Array<string | number>; text: string; kind: CopyKind; field?: string };
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is one schema, a list of schemas, or schemas by name. */
// `if` is a condition: its titles and messages are never shown to anyone, so they are not words.
const oneSchema = new Set(['additionalProperties', 'contains', 'else', 'not', 'propertyNames', 'then']);
const schemaList = new Set(['allOf', 'anyOf', 'oneOf']);
const schemasByName = new Set(['properties', 'definitions', 'patternProperties', 'dependencies']);

function strings(
  value: unknown,
  path: Array<string | number>,
  found: Found[],
  kind: CopyKind,
  field?: string,
) {
  if (typeof value === 'string') found.push({ path, text: value, kind, ...(field ? { field } : {}) });
  else if (Array.isArray(value))
    value.forEach((item, index) => strings(item, [...path, index], found, kind, field));
  else if (isObject(value))
    for (const [key, item] of Object.entries(value)) strings(item, [...path, key], found, kind, field);
}

const fieldName = (parts: readonly string[]) => parts.join('.');

/** The words of a JSON Schema: titles, descriptions, the titles of options, every rule's message. */
function schemaStrings(
  schema: unknown,
  path: Array<string | number>,
  field: string[],
  found: Found[],
  asOption = false,
): void {
  if (!isObject(schema)) return;
  const name = fieldName(field) || undefined;
  for (const [keyword, value] of Object.entries(schema)) {
    const at = [...path, keyword];
    if ((keyword === 'title' || keyword === 'description') && typeof value === 'string')
      found.push({
        path: at,
        text: value,
        kind: keyword === 'title' ? (asOption ? 'option' : 'label') : 'help',
        ...(name ? { field: name } : {}),
      });
    else if (keyword === 'errorMessage') strings(value, at, found, 'ruleMessage', name);
    else if (keyword === 'items')
      if (Array.isArray(value))
        value.forEach((item, index) => schemaStrings(item, [...at, index], field, found));
      else schemaStrings(value, at, field, found);
    else if (oneSchema.has(keyword)) schemaStrings(value, at, field, found);
    else if (schemaList.has(keyword) && Array.isArray(value))
      value.forEach((item, index) =>
        schemaStrings(item, [...at, index], field, found, isObject(item) && 'const' in item),
      );
    else if (schemasByName.has(keyword) && isObject(value))
      for (const [child, childSchema] of Object.entries(value))
        schemaStrings(
          childSchema,
          [...at, child],
          keyword === 'properties' ? [...field, child] : keyword === 'definitions' ? [child] : field,
          found,
        );
  }
}

const uiWords: Readonly<Record<string, CopyKind>> = {
  'ui:title': 'label',
  'ui:description': 'help',
  'ui:help': 'help',
  'ui:placeholder': 'placeholder',
  'ui:enumNames': 'option',
};

/** The words of a UI schema: labels, help, placeholders and option names it sets per field. */
function uiStrings(ui: unknown, path: Array<string | number>, field: string[], found: Found[]): void {
  if (!isObject(ui)) return;
  const name = fieldName(field) || undefined;
  for (const [key, value] of Object.entries(ui)) {
    const kind = uiWords[key];
    if (kind) strings(value, [...path, key], found, kind, name);
    else if (key === 'items') uiStrings(value, [...path, key], field, found);
    else if (!key.startsWith('ui:') && key !== 'submit' && isObject(value))
      uiStrings(value, [...path, key], [...field, key], found);
  }
}

/** The definitions a schema refers to, directly or through other definitions. */
export function definitionsReached(schema: unknown, definitions: Json): Set<string> {
  const reached = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value))
      for (const [key, child] of Object.entries(value)) {
        const name =
          key === '$ref' && typeof child === 'string'
            ? /^#\/definitions\/([^/]+)$/.exec(child)?.[1]
            : undefined;
        if (name !== undefined) {
          if (!reached.has(name)) {
            reached.add(name);
            visit(definitions[name]);
          }
        } else visit(child);
      }
  };
  visit(schema);
  return reached;
}

function copyKindOf(path: readonly string[]): CopyKind {
  if (path[0] === 'pages') return 'page';
  if (path[0] === 'errors') return 'errorMessage';
  if (path[0] === 'validation') return 'ruleMessage';
  return 'appCopy';
}

const withLimit = (entry: Omit<CopyEntry, 'limit'>): CopyEntry => {
  const limit = copyLimits.find((rule) => rule.applies(entry));
  return limit ? { ...entry, limit: { name: limit.name, max: limit.max } } : entry;
};

/** A shared definition no step refers to still words the API's answers. */
const noStepUse = studioText.copy.noStep;

/** Every entry of the sources, copy file first, then the shared definitions, then step by step. */
export function copyCatalog(sources: CopySources): CopyEntry[] {
  const entries: CopyEntry[] = [];
  const add = (file: string, found: Found, usedBy: string[], previewSteps: string[]) => {
    const pointer = pointerOf(found.path);
    entries.push(
      withLimit({
        id: `${file}#${pointer}`,
        file,
        pointer,
        text: found.text,
        kind: found.kind,
        ...(found.field ? { field: found.field } : {}),
        usedBy,
        previewSteps,
      }),
    );
  };
  const stepUse = (stepId: string) => `${stepId} (${sources.screensOf(stepId).join(', ')})`;

  const copyStrings: Found[] = [];
  if (isObject(sources.copy))
    for (const [key, value] of Object.entries(sources.copy))
      if (key !== '$comment') strings(value, [key], copyStrings, 'appCopy');
  for (const found of copyStrings) {
    const path = found.path.map(String);
    if (path.includes('$comment') || copyDataKeys.has(path[path.length - 1] ?? '')) continue;
    if (path[0] === 'pages' && staffPages.has(path[1] ?? '')) continue;
    const page = path[0] === 'pages' ? path[1] : undefined;
    add(
      copyFile,
      { ...found, kind: copyKindOf(path) },
      page !== undefined
        ? sources.usersOfPage(page)
        : [fillIn(studioText.copy.sharedByApp, { part: String(path[0]) })],
      page !== undefined ? sources.stepsOfPage(page) : [],
    );
  }

  const definitions =
    isObject(sources.definitions) && isObject(sources.definitions.definitions)
      ? sources.definitions.definitions
      : {};
  const stepsUsing = new Map<string, string[]>();
  for (const step of sources.steps)
    for (const name of definitionsReached(step.schema, definitions))
      stepsUsing.set(name, [...(stepsUsing.get(name) ?? []), step.stepId]);
  const definitionStrings: Found[] = [];
  schemaStrings({ definitions }, [], [], definitionStrings);
  for (const found of definitionStrings) {
    const steps = stepsUsing.get(String(found.path[1])) ?? [];
    add(definitionsFile, found, steps.length ? steps.map(stepUse) : [noStepUse], steps);
  }

  for (const step of sources.steps) {
    const schemaFound: Found[] = [];
    schemaStrings(step.schema, [], [], schemaFound);
    for (const found of schemaFound)
      add(stepSchemaFile(step.stepId), found, [stepUse(step.stepId)], [step.stepId]);
    const uiFound: Found[] = [];
    uiStrings(step.ui, [], [], uiFound);
    for (const found of uiFound) add(stepUiFile(step.stepId), found, [stepUse(step.stepId)], [step.stepId]);
  }
  return entries;
}

/** The entry's length in characters (a curly quote is one), and whether it is over its limit. */
export function lengthOf(text: string): number {
  return [...text].length;
}
export const isOverLimit = (entry: CopyEntry, text = entry.text): boolean =>
  entry.limit !== undefined && lengthOf(text) > entry.limit.max;
