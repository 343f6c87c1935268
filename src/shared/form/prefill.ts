/**
 * Initial form data for a step from the sources its ui.json names: the page query
 * (`prefillFromQuery`), the server's step data (`prefillFromStep`, a JSON pointer, or a list of them
 * of which the first with a value wins: the offer chosen before, else the default offer) and the
 * signed-in identity (`prefillFromIdentity`). Pure. Query values that don't parse as the schema's type,
 * or that the step's rules refuse, are left out rather than shown as garbage or as an error.
 */
import { readPointer } from './submitMapping';

export type PrefillOptions = {
  prefillFromQuery?: Record<string, string>;
  prefillFromStep?: Record<string, string | readonly string[]>;
  prefillFromIdentity?: Record<string, string>;
};

export type PrefillSources = {
  query?: Record<string, string>;
  stepData?: unknown;
  identity?: Record<string, unknown>;
};

type PropertySchemas = Record<string, { type?: unknown; enum?: unknown } | undefined>;

/**
 * A saved answer the field does not list (a reason chosen under "Something else", such as BUSINESS)
 * is that field's OTHER, when it has one; otherwise it is left out rather than shown as no choice.
 */
function asOffered(value: unknown, schema: { enum?: unknown } | undefined): unknown {
  if (!Array.isArray(schema?.enum) || schema.enum.includes(value)) return value;
  return schema.enum.includes('OTHER') ? 'OTHER' : undefined;
}

function fromQuery(raw: string, schema: { type?: unknown } | undefined): unknown {
  if (raw.trim() === '') return undefined;
  const type = schema?.type;
  if (type === 'number' || type === 'integer') {
    const value = Number(raw);
    if (!Number.isFinite(value)) return undefined;
    return type === 'integer' && !Number.isInteger(value) ? undefined : value;
  }
  return raw;
}

function resolvedProperties(schema: {
  properties?: unknown;
  definitions?: Record<string, unknown>;
}): PropertySchemas {
  const properties = (schema.properties ?? {}) as Record<
    string,
    { $ref?: string; type?: unknown; enum?: unknown }
  >;
  return Object.fromEntries(
    Object.entries(properties).map(([name, property]) => {
      const ref = property.$ref?.replace('#/definitions/', '');
      const target = ref
        ? (schema.definitions?.[ref] as { type?: unknown; enum?: unknown } | undefined)
        : undefined;
      return [name, { ...target, ...property }];
    }),
  );
}

export function buildPrefill(
  options: PrefillOptions,
  sources: PrefillSources,
  schema: { properties?: unknown; definitions?: Record<string, unknown> },
  /** Whether the step would take this value for the field (query values only: a link may say anything). */
  accepts?: (field: string, value: unknown) => boolean,
): Record<string, unknown> {
  const properties = resolvedProperties(schema);
  const data: Record<string, unknown> = {};
  const set = (field: string, value: unknown) => {
    if (value !== undefined && value !== null && value !== '') data[field] = value;
  };
  for (const [field, key] of Object.entries(options.prefillFromIdentity ?? {}))
    set(field, sources.identity?.[key]);
  for (const [field, pointers] of Object.entries(options.prefillFromStep ?? {})) {
    if (sources.stepData === undefined) continue;
    const values = (typeof pointers === 'string' ? [pointers] : pointers).map((pointer) =>
      asOffered(readPointer(sources.stepData, pointer), properties[field]),
    );
    set(
      field,
      values.find((value) => value !== undefined && value !== null && value !== ''),
    );
  }
  for (const [field, key] of Object.entries(options.prefillFromQuery ?? {})) {
    const raw = sources.query?.[key];
    const value = raw === undefined ? undefined : fromQuery(raw, properties[field]);
    // A link's value the field would refuse (a 7-month term, $5,000) is dropped: the field shows its
    // default, not an answer nobody gave followed by an error.
    if (value !== undefined && (accepts?.(field, value) ?? true)) set(field, value);
  }
  return data;
}
