/**
 * The review rows of a declarative step (flow.json `storesFormData`): one row per answered field, in
 * the step's `ui:order`, labelled with the field's title and showing a choice by its label, money as
 * USD and yes/no in words. A field marked `"x-sensitive": true` in the step file shows only that it
 * is on file. Pure.
 */
import { fillTemplate } from '../../../widgets/copy';
import { formatUsd } from '../../../core/rules/displayFormats';

type Schema = {
  title?: string;
  type?: unknown;
  enum?: unknown[];
  oneOf?: Array<{ const?: unknown; title?: string }>;
  $ref?: string;
  'x-sensitive'?: boolean;
};
type UiField = { 'ui:title'?: string; 'ui:widget'?: string; 'ui:enumNames'?: unknown };

export type FormStepRowFormats = { onFile: string; yes: string; no: string };
export type FormStepRow = { label: string; value: string };

function resolve(schema: Schema, definitions: Record<string, unknown>): Schema {
  const name = schema.$ref?.replace('#/definitions/', '');
  const target = name ? (definitions[name] as Schema | undefined) : undefined;
  return target ? { ...resolve(target, definitions), ...schema } : schema;
}

function choiceLabel(value: unknown, schema: Schema, ui: UiField): string | undefined {
  const names = ui['ui:enumNames'];
  if (Array.isArray(names) && schema.enum) {
    const label: unknown = names[schema.enum.indexOf(value)];
    if (typeof label === 'string') return label;
  }
  if (names && typeof names === 'object' && !Array.isArray(names)) {
    const label = (names as Record<string, unknown>)[String(value)];
    if (typeof label === 'string') return label;
  }
  return schema.oneOf?.find((option) => option.const === value)?.title;
}

function display(value: unknown, schema: Schema, ui: UiField, formats: FormStepRowFormats): string {
  if (schema['x-sensitive'] === true) return formats.onFile;
  const choice = choiceLabel(value, schema, ui);
  if (choice !== undefined) return choice;
  if (typeof value === 'boolean') return value ? formats.yes : formats.no;
  if (typeof value === 'number' && ui['ui:widget'] === 'money') return formatUsd(value);
  if (Array.isArray(value))
    return value
      .map((item) => display(item, schema, { 'ui:enumNames': ui['ui:enumNames'] }, formats))
      .join(', ');
  return String(value);
}

export function formStepRows(
  step: { schema: object; uiSchema: object },
  formData: Record<string, unknown>,
  formats: FormStepRowFormats,
): FormStepRow[] {
  const schema = step.schema as {
    properties?: Record<string, Schema>;
    definitions?: Record<string, unknown>;
  };
  const uiSchema = step.uiSchema as Record<string, unknown> & { 'ui:order'?: string[] };
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  const ordered = [
    ...(uiSchema['ui:order'] ?? []).filter((name) => names.includes(name)),
    ...names.filter((name) => !(uiSchema['ui:order'] ?? []).includes(name)),
  ];
  return ordered.flatMap((name) => {
    const value = formData[name];
    if (value === undefined || value === null || value === '') return [];
    const field = resolve(properties[name] ?? {}, schema.definitions ?? {});
    const ui = (uiSchema[name] ?? {}) as UiField;
    return [{ label: ui['ui:title'] ?? field.title ?? name, value: display(value, field, ui, formats) }];
  });
}

/** "Edit {title}" with the title as the middle of a sentence: "Your home" -> "Edit your home" (not "SSN"). */
export function editLabel(template: string, title: string): string {
  const sentenceCase = /^[A-Z][a-z]/.test(title) ? `${title[0]!.toLowerCase()}${title.slice(1)}` : title;
  return fillTemplate(template, { title: sentenceCase });
}
