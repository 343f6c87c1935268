/**
 * Vite plugin: every module gets only the copy it reads
 * (docs/decisions/0048-a-page-downloads-only-its-own-words.md). The copy stays one file that product staff
 * edit (schemas/copy/en-US.json); in the browser build each module that imports it is given a module of just
 * the parts it names (`copy.pages.review`, `copy.errors`), so a form step no longer downloads the words of
 * the offers, the outcome screens and the studio (the whole file is ~10 KiB gzip; a step needs 2–4 KiB of
 * it).
 *
 * What a module names is read from its source, conservatively: `copy.a.b` keeps `a.b`; `copy.a` used
 * any other way (indexed, passed on) keeps all of `a`; `copy` used bare keeps everything. A module
 * that reads a section by a key it computes can narrow what it keeps with a line comment listing
 * paths, `*` for any key: `// copy-subset: pages.*.title pages.*.description`. The rules are pure
 * (`copySubsetPaths`, `pickCopy`) and unit-tested. The server-side prerender and `npm run dev` (where
 * staff see copy edits live) keep the whole file.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const copyImport = /import\s+([A-Za-z_$][\w$]*)\s+from\s+(['"])([^'"]*copy\/en-US\.json)\2;?/;
const pragma = /\/\/\s*copy-subset:([^\n]*)/g;
const subsetPrefix = '\0relief-loans-copy-subset:';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The names a use of `name` reads: `copy.a.b` gives [a, b]; `copy.a[k]` gives [a]; `copy` alone, []. */
function readSegments(node: ts.Identifier): string[] {
  const segments: string[] = [];
  let current: ts.Node = node;
  while (segments.length < 2) {
    const parent: ts.Node = current.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.expression === current)
      segments.push(parent.name.text);
    else if (ts.isQualifiedName(parent) && parent.left === current) segments.push(parent.right.text);
    else break;
    current = parent;
  }
  return segments;
}

/** True where the identifier is a name being declared or a property key, not a read of the import. */
function isNotARead(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (
    ts.isImportClause(parent) ||
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isQualifiedName(parent) && parent.right === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    (ts.isPropertySignature(parent) && parent.name === node) ||
    (ts.isBindingElement(parent) && parent.propertyName === node) ||
    (ts.isMethodDeclaration(parent) && parent.name === node)
  );
}

/**
 * The copy paths a module's source reads through its default import `name`, or null when it reads
 * the copy as a whole (then the module keeps the whole file).
 */
export function copySubsetPaths(source: string, name: string, fileName = 'module.tsx'): string[] | null {
  const narrowed = [...source.matchAll(pragma)].flatMap((match) => match[1]!.trim().split(/\s+/));
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const paths = new Set<string>();
  let whole = false;
  const visit = (node: ts.Node): void => {
    if (whole) return;
    if (ts.isIdentifier(node) && node.text === name && !isNotARead(node)) {
      const segments = readSegments(node);
      const [top, key] = segments;
      if (top === undefined) {
        whole = true;
        return;
      }
      if (key !== undefined) paths.add(`${top}.${key}`);
      else {
        const narrowing = narrowed.filter((entry) => entry.startsWith(`${top}.`));
        for (const entry of narrowing.length > 0 ? narrowing : [top]) paths.add(entry);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return whole ? null : [...paths].sort();
}

function pickPath(from: Json | undefined, segments: string[]): Json | undefined {
  if (segments.length === 0 || from === undefined) return from;
  if (typeof from !== 'object' || from === null || Array.isArray(from)) return undefined;
  const [head, ...rest] = segments as [string, ...string[]];
  const keys = head === '*' ? Object.keys(from) : [head];
  const picked: { [key: string]: Json } = {};
  for (const key of keys) {
    const value = pickPath(from[key], rest);
    if (value !== undefined) picked[key] = value;
  }
  return head === '*' || head in picked ? picked : undefined;
}

function merge(into: { [key: string]: Json }, from: { [key: string]: Json }): void {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (
      existing &&
      typeof existing === 'object' &&
      !Array.isArray(existing) &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
    )
      merge(existing, value);
    else into[key] = value;
  }
}

/** The parts of `copy` at `paths` (dot-separated, `*` for any key), in the copy's own shape. */
export function pickCopy(copy: { [key: string]: Json }, paths: string[]): { [key: string]: Json } {
  const subset: { [key: string]: Json } = {};
  for (const entry of paths) {
    const picked = pickPath(copy, entry.split('.'));
    if (picked && typeof picked === 'object' && !Array.isArray(picked)) merge(subset, picked);
  }
  return subset;
}

export function copySubsetsPlugin(copyFile: string): Plugin {
  const copyPath = path.resolve(copyFile);
  return {
    name: 'relief-loans-copy-subsets',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || id.includes('node_modules') || !/\.(ts|tsx)$/.test(id)) return null;
      const found = copyImport.exec(code);
      if (!found) return null;
      const resolved = path.resolve(path.dirname(id), found[3]!);
      if (resolved !== copyPath) return null;
      const paths = copySubsetPaths(code, found[1]!, id);
      if (paths === null) return null;
      const replacement = `import ${found[1]} from ${JSON.stringify(subsetPrefix + paths.join(','))};`;
      return { code: code.replace(found[0], replacement), map: null };
    },
    resolveId(source) {
      return source.startsWith(subsetPrefix) ? source : null;
    },
    load(id) {
      if (!id.startsWith(subsetPrefix)) return null;
      this.addWatchFile(copyPath);
      const copy = JSON.parse(fs.readFileSync(copyPath, 'utf8')) as { [key: string]: Json };
      const paths = id.slice(subsetPrefix.length).split(',').filter(Boolean);
      return `export default ${JSON.stringify(pickCopy(copy, paths))};`;
    },
  };
}
