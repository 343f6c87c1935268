/** Walking a step file's JSON with the JSON pointer of every object in it (findings name the place). */
export type Json = Record<string, unknown>;

export const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every object node of a schema with its pointer, skipping shared definitions and messages. */
export function walkSchema(node: unknown, visit: (node: Json, pointer: string) => void, pointer = ''): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return;
  visit(node as Json, pointer);
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'definitions' || key === 'errorMessage') continue;
    if (Array.isArray(value))
      value.forEach((item, index) => walkSchema(item, visit, `${pointer}/${escapePointer(key)}/${index}`));
    else walkSchema(value, visit, `${pointer}/${escapePointer(key)}`);
  }
}

/** Every string of a file with its pointer (for text staff write: messages, help, titles). */
export function walkStrings(
  node: unknown,
  visit: (text: string, pointer: string) => void,
  pointer = '',
  skip: (key: string, pointer: string) => boolean = () => false,
): void {
  if (typeof node === 'string') return visit(node, pointer);
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node as Json)) {
    const at = `${pointer}/${escapePointer(key)}`;
    if (!skip(key, at)) walkStrings(value, visit, at, skip);
  }
}
