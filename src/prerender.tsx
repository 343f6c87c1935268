/**
 * Build-time prerendering of the public entry page (docs/architecture.md: the paint must not wait
 * for JavaScript). `vite build --ssr` bundles this module; scripts/prerender.ts renders the page to
 * HTML and the browser hydrates it.
 *
 * Emotion's styles are collected into one <style data-emotion="css …"> for the head (the format its
 * client cache adopts on start-up) instead of inline tags in the markup, which hydration would
 * report as a mismatch.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/App';

export async function renderRoute(path: string): Promise<{ html: string; styles: string }> {
  const cache = createCache({ key: 'css' });
  // compat: render no inline <style> elements; keep the CSS in cache.inserted for us to collect.
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App ssrPath={path} />
    </CacheProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const inserted = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const ids = inserted.map(([id]) => id).join(' ');
  const css = inserted.map(([, rules]) => rules).join('');
  return { html, styles: `<style data-emotion="css ${ids}">${css}</style>` };
}
