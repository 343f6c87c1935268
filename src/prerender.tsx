/**
 * Build-time prerendering of the public entry page (docs/architecture.md: the paint must not wait
 * for JavaScript). `vite build --ssr` bundles this module; scripts/prerender.ts renders the page to
 * HTML and the browser hydrates it.
 *
 * Emotion's styles are collected into one <style data-emotion="css …"> for the head (the format its
 * client cache adopts on start-up) instead of inline tags in the markup, which hydration would
 * report as a mismatch.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { getSystem } from '../widgets/theme/system';
import { App } from './app/App';

/** A cache that renders no inline <style> elements and keeps the CSS in cache.inserted for us. */
function collectingCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  return cache;
}

const insertedRules = (cache: EmotionCache) =>
  Object.entries(cache.inserted).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

/**
 * The theme's global CSS as Chakra's provider would write it (its layer order, reset, global styles
 * and token variables), for the <style data-theme-css> of every built page (src/app/chakraSystem.ts).
 */
export function renderThemeCss(): string {
  const cache = collectingCache();
  const system = getSystem();
  const styles = system._config.disableLayers ? [system._global] : [system.layers.atRule, system._global];
  renderToStaticMarkup(
    <CacheProvider value={cache}>
      <Global styles={styles} />
    </CacheProvider>,
  );
  return insertedRules(cache)
    .map(([, rules]) => rules)
    .join('');
}

export async function renderRoute(path: string): Promise<{ html: string; styles: string }> {
  const cache = collectingCache();
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App ssrPath={path} />
    </CacheProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const inserted = insertedRules(cache);
  const ids = inserted.map(([id]) => id).join(' ');
  const css = inserted.map(([, rules]) => rules).join('');
  return { html, styles: `<style data-emotion="css ${ids}">${css}</style>` };
}
