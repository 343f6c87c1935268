/**
 * What our theme (widgets/) cannot show, so a staff member learns it from the checker rather than from
 * a page that silently leaves it out: fields the applicant adds by name, fixed-position lists, file
 * uploads, and reordering or copying cards. RJSF's theme suite (tests/unit/theme) renders each without
 * crashing, but none of them is usable on our pages.
 */
import type { Finding } from './finding';
import { escapePointer, walkSchema, type Json } from './walkSchema';

const cannotShow = 'Our form theme cannot show this:';

export function checkThemeSupport(schemaFile: string, schema: Json, uiFile: string, ui: Json): Finding[] {
  const findings: Finding[] = [];
  walkSchema(schema, (node, pointer) => {
    const extra = node.additionalProperties;
    if ((extra !== undefined && extra !== false) || node.patternProperties !== undefined)
      findings.push({
        file: schemaFile,
        pointer,
        problem: `${cannotShow} fields the applicant names and adds (additionalProperties, patternProperties). List each field under "properties" and set "additionalProperties": false.`,
      });
    if (Array.isArray(node.items) || node.additionalItems !== undefined)
      findings.push({
        file: schemaFile,
        pointer: `${pointer}/items`,
        problem: `${cannotShow} a list with a fixed field at each position ("items" as a list). Use one "items" schema, or separate fields.`,
      });
    if (node.format === 'data-url')
      findings.push({
        file: schemaFile,
        pointer: `${pointer}/format`,
        problem: `${cannotShow} a file upload ("format": "data-url"). Ask a developer for an upload step.`,
      });
  });
  const visit = (node: Json, pointer: string): void => {
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${escapePointer(key)}`;
      if (key === 'ui:widget' && value === 'file')
        findings.push({
          file: uiFile,
          pointer: at,
          problem: `${cannotShow} a file upload. Ask a developer for an upload step.`,
        });
      if (key === 'ui:options' && value && typeof value === 'object')
        for (const option of ['orderable', 'copyable'])
          if ((value as Json)[option] === true)
            findings.push({
              file: uiFile,
              pointer: `${at}/${option}`,
              problem: `${cannotShow} buttons to ${option === 'orderable' ? 'move cards up and down' : 'copy a card'} ("${option}": true). Remove the option.`,
            });
      if (!key.startsWith('ui:') && value && typeof value === 'object' && !Array.isArray(value))
        visit(value as Json, at);
    }
  };
  visit(ui, '');
  return findings;
}
