/**
 * Vite plugin: RJSF imports markdown-to-jsx (30 KiB gzip) for what no step of ours uses — markdown in
 * descriptions and help (`ui:enableMarkdownInDescription`), the file widget and the messages of
 * unsupported or broken fields. In the browser build every `import { Markdown } from
 * 'markdown-to-jsx/react'` gets a stand-in that loads the real component the first time one renders
 * (showing the text as written meanwhile), so a form step downloads it only if it shows markdown.
 * The server-side prerender keeps the real module.
 */
import type { Plugin } from 'vite';

const markdownModule = 'markdown-to-jsx/react';
const standInId = '\0relief-loans-lazy-markdown';

// The stand-in's own import of markdownModule is left to Vite (its importer is the stand-in).
const standIn = `
import { createElement, lazy, Suspense } from 'react';
const RealMarkdown = lazy(() =>
  import(${JSON.stringify(markdownModule)}).then((module) => ({ default: module.Markdown })),
);
export function Markdown(props) {
  return createElement(Suspense, { fallback: props.children ?? null }, createElement(RealMarkdown, props));
}
`;

export function lazyMarkdownPlugin(): Plugin {
  return {
    name: 'relief-loans-lazy-markdown',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== markdownModule || options.ssr || importer === standInId) return null;
      return standInId;
    },
    load(id) {
      return id === standInId ? standIn : null;
    },
  };
}
