/**
 * Vite plugin: the list of the app's start-up chunks, for src/main.tsx to preload a few per task.
 *
 * The entry imports the app (src/app/App.tsx) dynamically, and Vite preloads a dynamic import's
 * chunks by appending a `<link rel="modulepreload">` per chunk when the import runs. For the app's
 * 23 chunks that was one task of 50–115 ms at 4× CPU, almost all of it in `appendChild`: a long
 * task Lighthouse counts on every page (docs/decisions/0051-forms-that-waited-for-data-mount-in-slices.md).
 * Since scripts/vitePluginStartupChunks.ts groups the app's code, the list is one chunk; it stays derived, so
 * a start-up that spans more chunks again is still spread over tasks. Not preloading at all made the form
 * appear 650–700 ms later on a slow network, since the browser then finds the chunks level by level. So the
 * entry appends the same links itself, a few per task, before it imports the app; Vite's helper finds them in
 * the page and appends none of its own.
 *
 * `virtual:relief-loans/app-chunks` exports `appChunks`, the app's chunk first, then every chunk it
 * imports statically, directly or not (breadth first, so the nearest start first). The list is
 * known only once the bundle is written, so the module holds a placeholder that `generateBundle`
 * replaces in the entry chunk; in the dev server and the prerender's server build it is empty
 * (vitest does not load this plugin: no unit test imports src/main.tsx).
 *
 * The edit comes after the chunk's hash, which still holds: the entry's hash already depends on
 * every name in the list through its `import()` of the app. It does not update a source map: the
 * build writes none; with `vite build --sourcemap` (profiling) the entry's columns after the list
 * are off by its length.
 */
import type { Plugin } from 'vite';

export const appChunksModule = 'virtual:relief-loans/app-chunks';
/** The module's id once resolved: it must stay in the entry chunk, which the build fills in. */
export const appChunksModuleId = `\0${appChunksModule}`;
const placeholder = '__RELIEF_LOANS_APP_CHUNKS__';

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  code: string;
}
type Output = Chunk | { type: 'asset' };

/** `fileName`, then every chunk it imports statically, directly or not, breadth first. */
export function staticGraph(
  fileName: string,
  chunks: ReadonlyMap<string, { imports: readonly string[] }>,
): string[] {
  const files = [fileName];
  for (let index = 0; index < files.length; index += 1)
    for (const imported of chunks.get(files[index]!)?.imports ?? [])
      if (!files.includes(imported)) files.push(imported);
  return files;
}

/**
 * The chunk holding `appModule`, then every chunk it imports statically, breadth first, less those the
 * entry chunk (already running) loads itself. Pure.
 */
export function appChunkFiles(
  bundle: Record<string, Output>,
  appModule: string,
  entryFileName: string,
): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((output): output is Chunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const app = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(appModule));
  if (!app) throw new Error(`relief-loans-app-chunks: no chunk for ${appModule}`);
  const loaded = new Set(staticGraph(entryFileName, chunks));
  return staticGraph(app.fileName, chunks).filter((fileName) => !loaded.has(fileName));
}

/**
 * `code` with the placeholder's string literal (in whatever quotes the minifier chose) replaced by
 * the list as a JSON string; throws unless it is there exactly once. Pure.
 */
export function withAppChunks(code: string, files: readonly string[]): string {
  const literal = new RegExp(`(["'\`])${placeholder}\\1`, 'g');
  const found = code.match(literal)?.length ?? 0;
  if (found !== 1)
    throw new Error(`relief-loans-app-chunks: expected the placeholder once in the entry, found ${found}`);
  return code.replace(literal, JSON.stringify(JSON.stringify(files)));
}

export function appChunksPlugin(appModule: string): Plugin {
  let building = false;
  return {
    name: 'relief-loans-app-chunks',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source) {
      return source === appChunksModule ? appChunksModuleId : null;
    },
    load(id, options) {
      if (id !== appChunksModuleId) return null;
      if (!building || options?.ssr) return 'export const appChunks = [];';
      return `export const appChunks = JSON.parse(${JSON.stringify(placeholder)});`;
    },
    generateBundle(_options, bundle) {
      const outputs = Object.values(bundle as unknown as Record<string, Output>);
      const entry = outputs.find(
        (output): output is Chunk =>
          output.type === 'chunk' && output.isEntry && output.code.includes(placeholder),
      );
      // Builds without the entry (the prerender's server build) have nothing to fill in.
      if (!entry) return;
      entry.code = withAppChunks(
        entry.code,
        appChunkFiles(bundle as unknown as Record<string, Output>, appModule, entry.fileName),
      );
    },
  };
}
