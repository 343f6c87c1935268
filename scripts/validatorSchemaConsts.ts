/**
 * ajv's standalone code for a step embeds schema objects as constants (`const schema16 = {...};`):
 * the step's whole form schema, and again each part it refers to (a definition, a field), for the
 * `schema` and `parentSchema` of its errors. The step loader takes the form schema from the
 * validator module (src/shared/form/stepFiles.ts), so it is shipped once: this moves the root's
 * constant to the top of the module and turns every other constant equal to a part of it into a
 * reference to that part. The same values, so every error carries the same objects as before. Pure.
 */

/** Where the JSON literal starting at `start` ends (exclusive); strings and nesting respected. */
function jsonLiteralEnd(code: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < code.length; index += 1) {
    const char = code[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth += 1;
    else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  throw new Error('validatorSchemaConsts: unterminated schema constant');
}

type SchemaConst = { name: string; start: number; end: number; json: string };

function schemaConsts(code: string): SchemaConst[] {
  const found: SchemaConst[] = [];
  for (const match of code.matchAll(/const (schema\d+) = (?=[{[])/g)) {
    const valueStart = match.index + match[0].length;
    const valueEnd = jsonLiteralEnd(code, valueStart);
    if (code[valueEnd] !== ';') throw new Error(`validatorSchemaConsts: ${match[1]} is not a JSON literal`);
    found.push({
      name: match[1] as string,
      start: match.index,
      end: valueEnd + 1,
      json: code.slice(valueStart, valueEnd),
    });
  }
  return found;
}

/** JSON text of every object or array inside `value` (not `value` itself) -> a path to it. */
function partPaths(value: unknown, path: string, paths: Map<string, string>): void {
  if (value === null || typeof value !== 'object') return;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [`[${index}]`, item] as const)
    : Object.entries(value).map(([key, item]) => [`[${JSON.stringify(key)}]`, item] as const);
  for (const [step, item] of entries) {
    if (item === null || typeof item !== 'object') continue;
    const itemPath = `${path}${step}`;
    const json = JSON.stringify(item);
    if (!paths.has(json)) paths.set(json, itemPath);
    partPaths(item, itemPath, paths);
  }
}

/**
 * The code with the root schema's constant (the one whose `$id` is rootId) before the others and those
 * equal to one of its parts referring to it; and the root constant's name, to export.
 */
export function shareRootSchema(code: string, rootId: string): { code: string; rootName: string } {
  const consts = schemaConsts(code);
  const root = consts.find((item) => (JSON.parse(item.json) as { $id?: unknown }).$id === rootId);
  if (!root) throw new Error(`validatorSchemaConsts: no schema constant has $id "${rootId}"`);
  const paths = new Map<string, string>();
  partPaths(JSON.parse(root.json), root.name, paths);
  // The root first, where the first constant was: the others may refer to it.
  const first = consts[0] as SchemaConst;
  let next = code.slice(0, first.start) + code.slice(root.start, root.end);
  let position = first.start;
  for (const item of consts) {
    next += code.slice(position, item.start);
    position = item.end;
    if (item === root) continue;
    const path = paths.get(JSON.stringify(JSON.parse(item.json)));
    next += path ? `const ${item.name} = ${path};` : code.slice(item.start, item.end);
  }
  next += code.slice(position);
  return { code: next, rootName: root.name };
}
