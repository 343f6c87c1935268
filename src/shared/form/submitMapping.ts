/**
 * Interprets the declarative submit mapping of a step's ui.json (`ui:options.submit[screenKey]`):
 * either a navigation with a query, or API calls whose bodies are templates. Pure: no React, no I/O.
 *
 * A template leaf `{"$data": "/pointer", "$source": "form" | "query" | "route" | "application",
 * "$transform": "name"}` takes a value from the form data (default), the page query, the route's
 * parameters (the application's id, `/applicationUuid`, which some bodies repeat) or the application
 * record as the server has it (a full update body, of which the form changes only part);
 * undefined, null and '' are left out.
 */
import { submitTransforms } from './submitTransforms';

export type DataSource = 'form' | 'query' | 'route' | 'application';
export type DataRef = { $data: string; $source?: DataSource; $transform?: string };
export type Template = DataRef | { [key: string]: Template } | Template[] | string | number | boolean | null;
export type SubmitCall = {
  operation: string;
  params?: Record<string, string>;
  body?: Template;
  /** Leave the call out when its body resolves to nothing (every answer is on file). */
  skipWhenEmpty?: boolean;
  /**
   * Field problems the answer names by key (its details' `address`, `phoneNumber`: spec §8) and the
   * form pointer each shows on, for a call whose body has no pointers to map its errors back by.
   */
  fieldErrors?: Record<string, string>;
};
/** A submit step that a step adapter carries out (src/shared/stepAdapters), e.g. the income records' create/update/delete. */
export type AdapterCall = { adapter: string };
export type SubmitSpec =
  { navigate: string; query?: Record<string, Template> } | { calls: Array<SubmitCall | AdapterCall> };

export function isAdapterCall(call: SubmitCall | AdapterCall): call is AdapterCall {
  return 'adapter' in call;
}
export type SubmitSources = {
  form: unknown;
  query: Record<string, string>;
  route?: Record<string, string>;
  /** The application record (GET /application/:applicationUuid), read only when a template names it. */
  application?: unknown;
};

export function isDataRef(value: unknown): value is DataRef {
  return typeof value === 'object' && value !== null && '$data' in value;
}

/** RFC 6901 JSON pointer read ('' is the whole document). */
export function readPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  return pointer
    .split('/')
    .slice(1)
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined,
      document,
    );
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function queryValue(query: Record<string, string>, pointer: string): unknown {
  const raw = query[pointer.replace(/^\//, '')];
  if (raw === undefined || raw === '') return undefined;
  const asNumber = Number(raw);
  return Number.isFinite(asNumber) ? asNumber : raw;
}

export function resolveTemplate(template: Template, sources: SubmitSources): unknown {
  if (isDataRef(template)) {
    const raw =
      template.$source === 'query'
        ? queryValue(sources.query, template.$data)
        : template.$source === 'route'
          ? readPointer(sources.route ?? {}, template.$data)
          : template.$source === 'application'
            ? readPointer(sources.application, template.$data)
            : readPointer(sources.form, template.$data);
    if (isEmpty(raw)) return undefined;
    if (!template.$transform) return raw;
    const transform = submitTransforms[template.$transform];
    if (!transform) throw new Error(`Unknown submit transform "${template.$transform}"`);
    const value = transform(raw);
    return isEmpty(value) ? undefined : value;
  }
  if (Array.isArray(template)) return template.map((item) => resolveTemplate(item, sources));
  if (typeof template === 'object' && template !== null) {
    const entries = Object.entries(template)
      .map(([key, value]) => [key, resolveTemplate(value, sources)] as const)
      .filter(([, value]) => value !== undefined);
    return Object.fromEntries(entries);
  }
  return template;
}

/** Whether a template takes any value from the given source. */
export function templateReads(template: Template | undefined, source: DataSource): boolean {
  if (template === undefined || template === null || typeof template !== 'object') return false;
  if (isDataRef(template)) return (template.$source ?? 'form') === source;
  return Object.values(template).some((value) => templateReads(value, source));
}

/** Every (body pointer -> form pointer) pair of a template, for showing server errors on fields. */
export function templatePointers(template: Template | undefined, bodyPath = ''): Array<[string, string]> {
  if (template === undefined) return [];
  if (isDataRef(template)) return (template.$source ?? 'form') === 'form' ? [[bodyPath, template.$data]] : [];
  if (typeof template !== 'object' || template === null) return [];
  return Object.entries(template).flatMap(([key, value]) => templatePointers(value, `${bodyPath}/${key}`));
}

/**
 * Maps the problems an error's details name by key ({code, message} under `address`, say) onto the
 * form pointers the call's `fieldErrors` gives them.
 */
export function mapNamedFieldErrors(call: SubmitCall, details: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (typeof details !== 'object' || details === null) return result;
  for (const [name, formPointer] of Object.entries(call.fieldErrors ?? {})) {
    const named: unknown = (details as Record<string, unknown>)[name];
    const message =
      typeof named === 'object' && named !== null ? (named as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message) result[formPointer] = message;
  }
  return result;
}

/**
 * Maps a server's field errors (JSON pointers into the request body) onto form pointers. An error
 * below a mapped value (body /address/zipCode under /address) lands on the matching form field.
 */
export function mapServerFieldErrors(
  call: SubmitCall,
  fieldErrors: ReadonlyArray<{ path: string; message: string }>,
): Record<string, string> {
  const pairs = templatePointers(call.body).sort((a, b) => b[0].length - a[0].length);
  const result: Record<string, string> = {};
  for (const { path, message } of fieldErrors) {
    const match = pairs.find(([bodyPointer]) => path === bodyPointer || path.startsWith(`${bodyPointer}/`));
    if (!match) continue;
    const formPointer = match[1] + path.slice(match[0].length);
    result[formPointer] ??= message;
  }
  return result;
}
