/**
 * First-load JS from the build: the entry chunk of dist/index.html, its modulepreloads and every
 * chunk they import statically (gzip -9).
 */
import fs from 'node:fs';
import path from 'node:path';
import { distDir } from '../journey/server';
import { gzipSize, type ChunkSize } from './stats';

const basePath = '/relief-loans/';

/** dist-relative path of an asset URL written in index.html (`/relief-loans/assets/x.js`). */
function distPathOf(url: string): string | null {
  if (/^[a-z]+:\/\//i.test(url)) return null;
  const withoutBase = url.startsWith(basePath) ? url.slice(basePath.length) : url.replace(/^\.?\//, '');
  return withoutBase.split(/[?#]/)[0] ?? null;
}

/** Entry module script and modulepreload links of index.html. */
function entryScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attribute = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
    const isModuleScript = /^<script/i.test(tag) && attribute('type') === 'module' && attribute('src');
    const isModulePreload = /^<link/i.test(tag) && attribute('rel') === 'modulepreload' && attribute('href');
    const url = isModuleScript ? attribute('src') : isModulePreload ? attribute('href') : undefined;
    const file = url ? distPathOf(url) : null;
    if (file) found.push(file);
  }
  return found;
}

/**
 * Relative specifiers of a chunk's static imports and re-exports (`import{a}from"./x.js"`,
 * `import"./x.js"`, `export*from"./x.js"`). Dynamic `import("./x.js")` is left out on purpose: those
 * chunks load later, on demand. The character class stops at a parenthesis so a dynamic import
 * never matches.
 */
function staticImportsOf(code: string): string[] {
  const specifiers = new Set<string>();
  const pattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[^'"`();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) specifiers.add(match[1]);
  return [...specifiers];
}

export interface EntryGraph {
  chunks: ChunkSize[];
  totalGzipBytes: number;
  totalBytes: number;
}

export function measureEntryGraph(): EntryGraph {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} not found: run npm run build first`);
  const queue = entryScripts(fs.readFileSync(indexFile, 'utf8'));
  if (queue.length === 0) throw new Error(`No module script or modulepreload found in ${indexFile}`);
  const seen = new Set<string>();
  const chunks: ChunkSize[] = [];
  while (queue.length > 0) {
    const file = path.posix.normalize(queue.shift() as string);
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(distDir, file));
    chunks.push({ file, bytes: code.length, gzipBytes: gzipSize(code) });
    for (const specifier of staticImportsOf(code.toString('utf8'))) {
      queue.push(path.posix.join(path.posix.dirname(file), specifier));
    }
  }
  chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return {
    chunks,
    totalBytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    totalGzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
  };
}
