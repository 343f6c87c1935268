/**
 * What a step form's first render shows, so its code loads before it and nothing else does
 * (README "Measured figures", 2026-11-26: the lookup combobox loaded on the income and education
 * steps, whose first screens have none). Pure.
 *
 * A part of the schema shows at first when it is one of the form's properties (at any depth of
 * objects), or when it sits in a conditional part (allOf, if/then/else, dependencies) or an array's
 * items and the initial data has a value there: an answer the applicant saved earlier. A part that
 * only an answer given on the page reveals loads when the applicant first focuses or presses in the
 * form (src/stepForm/StepForm.tsx), long before any answer can reveal it.
 */
import { rjsfFieldsNeeded } from './rjsfFields';
import { uiComponentNames } from './uiComponentNames';

export type FirstRenderNeeds = {
  /** `ui:widget` names (widgets/widgetMap.ts). */
  widgets: Set<string>;
  /** `ui:field` names (widgets/fieldMap.ts). */
  fields: Set<string>;
  /** RJSF's array field (a list shows, empty or not). */
  arrays: boolean;
  /** RJSF's anyOf/oneOf field. */
  choices: boolean;
};

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export function firstRenderNeeds(schema: unknown, uiSchema: unknown, data: unknown): FirstRenderNeeds {
  const needs: FirstRenderNeeds = { widgets: new Set(), fields: new Set(), arrays: false, choices: false };
  const root = isNode(schema) ? schema : {};

  const resolve = (node: Node, seen: Set<string>): Node => {
    const ref = node.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/') || seen.has(ref)) return node;
    let target: unknown = root;
    for (const part of ref.slice(2).split('/')) target = isNode(target) ? target[part] : undefined;
    if (!isNode(target)) return node;
    const { $ref: _ref, ...rest } = node;
    return { ...resolve(target, new Set(seen).add(ref)), ...rest };
  };

  const visitProperty = (schemaNode: unknown, ui: unknown, value: unknown): void => {
    if (!isNode(schemaNode)) return;
    const resolved = resolve(schemaNode, new Set());
    if (isNode(ui)) {
      if (typeof ui['ui:widget'] === 'string') needs.widgets.add(ui['ui:widget']);
      if (typeof ui['ui:field'] === 'string') {
        // A field of our own renders the whole property, whatever its schema.
        needs.fields.add(ui['ui:field']);
        return;
      }
    }
    if (Array.isArray(resolved.anyOf) || Array.isArray(resolved.oneOf)) needs.choices = true;
    if (resolved.type === 'array' || resolved.items !== undefined) {
      needs.arrays = true;
      const itemUi = isNode(ui) ? ui.items : undefined;
      if (Array.isArray(value)) for (const item of value) visitProperty(resolved.items, itemUi, item);
      return;
    }
    visitObject(resolved, ui, value, true);
  };

  /**
   * An object's properties show; so do those of an allOf member without a condition. A conditional
   * part's (then, else, dependencies) show only where the data has a value (`always` false).
   */
  const visitObject = (schemaNode: Node, ui: unknown, value: unknown, always: boolean): void => {
    const data = isNode(value) ? value : {};
    const uiNode = isNode(ui) ? ui : {};
    if (isNode(schemaNode.properties))
      for (const [key, property] of Object.entries(schemaNode.properties))
        if (always || data[key] !== undefined) visitProperty(property, uiNode[key], data[key]);
    const conditional = (part: unknown) => {
      if (isNode(part)) visitObject(resolve(part, new Set()), ui, value, false);
    };
    conditional(schemaNode.then);
    conditional(schemaNode.else);
    if (isNode(schemaNode.dependencies)) Object.values(schemaNode.dependencies).forEach(conditional);
    if (Array.isArray(schemaNode.allOf))
      for (const member of schemaNode.allOf)
        if (isNode(member)) visitObject(resolve(member, new Set()), ui, value, always && !('if' in member));
  };

  visitObject(root, uiSchema, data, true);
  return needs;
}

/** Everything a step could show, whatever its answers: what an applicant's first touch loads. */
export function allNeeds(schema: unknown, uiSchema: unknown): FirstRenderNeeds {
  return { ...uiComponentNames(uiSchema), ...rjsfFieldsNeeded(schema) };
}

/**
 * What a step's first render never shows unless saved answers do: the code the step loader leaves
 * for later (scripts/compileValidators.ts writes it for every step, src/generated/deferredNeeds.json).
 * Empty lists and false where everything shows at first.
 */
export function deferredNeeds(schema: unknown, uiSchema: unknown): FirstRenderNeeds {
  const all = allNeeds(schema, uiSchema);
  const first = firstRenderNeeds(schema, uiSchema, undefined);
  return {
    widgets: new Set([...all.widgets].filter((name) => !first.widgets.has(name))),
    fields: new Set([...all.fields].filter((name) => !first.fields.has(name))),
    arrays: all.arrays && !first.arrays,
    choices: all.choices && !first.choices,
  };
}
