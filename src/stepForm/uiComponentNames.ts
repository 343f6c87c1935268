/** The names a UI schema gives in ui:widget and in ui:field, at any depth. */
export function uiComponentNames(uiSchema: unknown): { widgets: Set<string>; fields: Set<string> } {
  const names = { widgets: new Set<string>(), fields: new Set<string>() };
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'ui:widget' && typeof value === 'string') names.widgets.add(value);
      else if (key === 'ui:field' && typeof value === 'string') names.fields.add(value);
      else visit(value);
    }
  };
  visit(uiSchema);
  return names;
}
