/**
 * After `vite build` and `vite build --ssr src/prerender.tsx`: writes the theme's global CSS into
 * dist/index.html, the page every route is built from (src/app/chakraSystem.ts); writes
 * dist/<route>/index.html for the public entry pages with their first screen already rendered,
 * which the server serves for that route (server/http/staticApp.ts) and the app hydrates
 * (src/main.tsx); and dist/routes.json, the app's route paths, so the server can answer 404 for any
 * other path.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { themeCssAttribute } from '../src/app/chakraSystem';
import { routes } from '../src/shared/routes/routeTable';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const prerenderedRoutes = ['/get-relief'];
const shellRoot = '<div id="root"><div class="boot" role="status">Relief Loans</div></div>';

const { renderRoute, renderThemeCss } = (await import(
  pathToFileURL(join(root, '.ssr/prerender.js')).href
)) as {
  renderRoute: (path: string) => Promise<{ html: string; styles: string }>;
  renderThemeCss: () => string;
};
const indexFile = join(root, 'dist/index.html');
const built = readFileSync(indexFile, 'utf8');
if (!built.includes(shellRoot)) throw new Error('prerender: dist/index.html has no boot shell to replace');
if (built.includes(themeCssAttribute))
  throw new Error('prerender: dist/index.html already has the theme CSS');

// The theme's global CSS, at the end of the head: a prerendered page's own styles follow it.
const themeCss = renderThemeCss();
if (!themeCss.includes('--chakra-colors-brand-600'))
  throw new Error('prerender: the theme CSS has no token variables');
const template = built.replace('</head>', `  <style ${themeCssAttribute}>${themeCss}</style>\n  </head>`);
if (!template.includes(themeCssAttribute))
  throw new Error('prerender: dist/index.html has no </head> for the theme CSS');
writeFileSync(indexFile, template);
console.info(`Wrote the theme's global CSS into dist/index.html (${Math.round(themeCss.length / 1024)} KiB)`);

/** Renders `route` into dist/<route>/index.html, its root marked with `marker` (hydrate, or replace). */
async function writePage(route: string, marker: 'data-prerendered' | 'data-frame'): Promise<number> {
  const { html, styles } = await renderRoute(`/relief-loans${route}`);
  const page = template
    .replace('</head>', `  ${styles}\n  </head>`)
    .replace(shellRoot, `<div id="root" ${marker}="${route}">${html}</div>`);
  const file = join(root, 'dist', route.slice(1), 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  return html.length;
}

for (const route of prerenderedRoutes) {
  const size = await writePage(route, 'data-prerendered');
  console.info(`Prerendered ${route} (${Math.round(size / 1024)} KiB of HTML)`);
}

// Every signed-in page's frame (progress, heading, description, spinner: src/app/PageFrame.tsx)
// as the app first renders it while the session is checked, so its heading paints before any
// JavaScript. The app replaces it (createRoot) rather than hydrating: what follows depends on the
// session. An application page is written once under the placeholder id `_`, which the server serves
// for any id (server/http/staticApp.ts).
const framePlaceholderId = '_';
const framedRoutes = routes.filter(
  (entry) => !entry.isPublic && entry.path !== '/' && !/:(?!applicationUuid\b)/.test(entry.path),
);
for (const entry of framedRoutes) {
  await writePage(entry.path.replace(':applicationUuid', framePlaceholderId), 'data-frame');
}
console.info(`Prerendered the frames of ${framedRoutes.length} signed-in pages`);

// The server answers 404 for a path under /relief-loans that no route matches (still with the app's
// friendly page): it reads the route table the app was built with.
writeFileSync(join(root, 'dist/routes.json'), `${JSON.stringify(routes.map((entry) => entry.path))}\n`);
console.info(`Wrote dist/routes.json (${routes.length} routes)`);
