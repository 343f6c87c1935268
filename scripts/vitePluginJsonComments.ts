/**
 * Vite plugin: the notes written for people in our JSON files (`"$comment"`) stay out of the browser
 * build of the files only the app reads — flow.json's note alone is ~1 KiB gzip on every page. Step
 * files and the copy keep theirs: the studio shows and downloads them as written (docs/studio.md).
 */
import type { Plugin } from 'vite';

const appOnlyJson = /[/\\]schemas[/\\](?!steps[/\\]|copy[/\\])[^?]*\.json$/;

/** The JSON text without any `$comment` member, at any depth. */
export function withoutComments(text: string): string {
  return JSON.stringify(JSON.parse(text, (key, value: unknown) => (key === '$comment' ? undefined : value)));
}

export function jsonCommentsPlugin(): Plugin {
  return {
    name: 'relief-loans-json-comments',
    apply: 'build',
    enforce: 'pre',
    transform(code, id, options) {
      if (options?.ssr || !appOnlyJson.test(id)) return null;
      return { code: withoutComments(code), map: null };
    },
  };
}
