/**
 * Vite plugin: adds <link rel="modulepreload"> for the chunks the public entry page needs (the app
 * shell, the get-relief screen, the step form and the get-relief step file), so the browser fetches
 * them in parallel with the entry instead of one lazy import after another (DESIGN.md
 * "Performance": the paint must not wait on a chain of round trips).
 */
import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  facadeModuleId: string | null;
  moduleIds: string[];
};

export function entryPreloadPlugin(modulePatterns: RegExp[]): Plugin {
  return {
    name: 'relief-loans-entry-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter(
          (item): item is never => item.type === 'chunk',
        ) as unknown as Chunk[];
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const wanted = new Set<string>();
        const add = (fileName: string) => {
          if (wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of byName.get(fileName)?.imports ?? []) add(imported);
        };
        for (const chunk of chunks) {
          const ids = [chunk.facadeModuleId ?? '', ...chunk.moduleIds];
          if (modulePatterns.some((pattern) => ids.some((id) => pattern.test(id)))) add(chunk.fileName);
        }
        const entry = chunks.find(
          (chunk) => html.includes(chunk.fileName) && chunk.facadeModuleId?.endsWith('main.tsx'),
        );
        if (entry) wanted.delete(entry.fileName);
        const base = context.server ? '/' : '/relief-loans/';
        const links = [...wanted]
          .filter((fileName) => !html.includes(fileName))
          .map((fileName) => `    <link rel="modulepreload" crossorigin href="${base}${fileName}">`)
          .join('\n');
        return html.replace('</head>', `${links}\n  </head>`);
      },
    },
  };
}
