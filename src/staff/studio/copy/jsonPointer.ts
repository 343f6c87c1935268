/**
 * JSON Pointers (RFC 6901) as the studio's copy uses them: the place of one string in one file.
 * Pure.
 */

/** The pointer of a path of keys and indexes: ["pages", "getRelief", "title"] -> /pages/getRelief/title. */
export function pointerOf(path: ReadonlyArray<string | number>): string {
  return path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The keys of a pointer, unescaped; an index stays a string ("0"), as JSON Pointer has it. */
export function pathOf(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

type Json = unknown;
const isContainer = (value: Json): value is Record<string, Json> | Json[] =>
  typeof value === 'object' && value !== null;

/** The value at a pointer, or undefined. */
export function valueAt(document: Json, pointer: string): Json {
  let current = document;
  for (const key of pathOf(pointer)) {
    if (!isContainer(current)) return undefined;
    current = (current as Record<string, Json>)[key];
  }
  return current;
}

/**
 * A copy of the document with one value replaced (only the containers on its path are copied).
 * Returns the document unchanged when the pointer does not lead to an existing value.
 */
export function withValueAt<T>(document: T, pointer: string, value: Json): T {
  const path = pathOf(pointer);
  const replace = (node: Json, depth: number): Json => {
    if (depth === path.length) return value;
    const key = path[depth] as string;
    if (!isContainer(node) || !(key in node)) throw new RangeError(pointer);
    const copy: Record<string, Json> | Json[] = Array.isArray(node) ? [...node] : { ...node };
    (copy as Record<string, Json>)[key] = replace((node as Record<string, Json>)[key], depth + 1);
    return copy;
  };
  try {
    return replace(document, 0) as T;
  } catch (error) {
    if (error instanceof RangeError) return document;
    throw error;
  }
}
