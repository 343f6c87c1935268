/**
 * The RJSF defaults that load only when one renders (patches/@rjsf+core+6.11.1.patch, patches/README.md)
 * are ones no step of ours renders: a template our registry replaces, or a widget that neither our
 * registry replaces nor any step file can reach. A default made lazy there that a form did render would
 * still work, a moment late; these checks keep that from happening unnoticed.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { templateMap } from '../../../../widgets/templateMap';
import { widgetMap } from '../../../../widgets/widgetMap';

/** The defaults of one group the patched @rjsf/core loads on demand: `const Name = lazyDefault(...)`. */
function lazyDefaultsOf(group: 'fields' | 'templates' | 'widgets'): string[] {
  const index = readFileSync(
    join(import.meta.dirname, `../../../../node_modules/@rjsf/core/lib/components/${group}/index.js`),
    'utf8',
  );
  return [...index.matchAll(/^const (\w+) = lazyDefault\(/gm)].map((match) => match[1]!);
}
const lazyRjsfDefaults = {
  fields: lazyDefaultsOf('fields'),
  templates: lazyDefaultsOf('templates'),
  widgets: lazyDefaultsOf('widgets'),
};

test('the patch of @rjsf/core is applied (npm install runs patch-package)', () => {
  expect(lazyRjsfDefaults.templates).toContain('FieldTemplate');
  expect(lazyRjsfDefaults.widgets).toContain('SelectWidget');
  expect(lazyRjsfDefaults.fields).toContain('ArrayField');
});

/** Registry keys of the default templates whose module names differ (RJSF's templates/index.js). */
const registryKey: Record<string, string> = {
  DescriptionField: 'DescriptionFieldTemplate',
  ErrorList: 'ErrorListTemplate',
  TitleField: 'TitleFieldTemplate',
  UnsupportedField: 'UnsupportedFieldTemplate',
};
/** Rendered only by a layout field (ui:field, which names only our fields) or for a schema RJSF cannot render. */
const renderedByNoWorkingStep = ['GridTemplate', 'UnsupportedField'];

/** String formats for which RJSF picks a default widget by the format's name. */
const formatsWithDefaultWidgets = ['date', 'date-time', 'time', 'email', 'uri', 'data-url', 'color'];

const stepsDir = join(import.meta.dirname, '../../../../schemas/steps');
const schemaFiles = readdirSync(stepsDir)
  .map((stepId) => join(stepsDir, stepId, 'schema.json'))
  .filter((file) => existsSync(file));

function formatsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) formatsIn(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'format' && typeof child === 'string') found.add(child);
      else if (key !== 'errorMessage') formatsIn(child, found);
    }
  }
  return found;
}

test('every default template loaded on demand is one our registry replaces', () => {
  const replaced = lazyRjsfDefaults.templates.filter((name) => !renderedByNoWorkingStep.includes(name));
  expect(replaced.filter((name) => !(((registryKey[name] ?? name) as string) in templateMap))).toEqual([]);
});

test('no step file picks a default widget by its format', () => {
  for (const file of schemaFiles) {
    const formats = formatsIn(JSON.parse(readFileSync(file, 'utf8')), new Set());
    expect(
      [...formats].filter((format) => formatsWithDefaultWidgets.includes(format)),
      file,
    ).toEqual([]);
  }
});

test('the default widgets RJSF picks by type (checkbox, select, textarea) are ours', () => {
  for (const name of ['CheckboxWidget', 'SelectWidget', 'TextareaWidget'])
    expect(lazyRjsfDefaults.widgets.includes(name) && name in widgetMap).toBe(true);
});

test('no step file has a null or cyclic field, whose RJSF fields load only on demand', () => {
  const visit = (node: unknown, path: string, file: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${path}/${index}`, file));
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    expect(
      schema.type === 'null' || (Array.isArray(schema.type) && schema.type.includes('null')),
      `${file}${path}`,
    ).toBe(false);
    if (schema.$ref !== undefined) expect(String(schema.$ref), `${file}${path}`).not.toBe('#');
    for (const [key, child] of Object.entries(schema))
      if (key !== 'errorMessage' && key !== 'enum' && key !== 'const') visit(child, `${path}/${key}`, file);
  };
  for (const file of schemaFiles) visit(JSON.parse(readFileSync(file, 'utf8')), '', file);
});
