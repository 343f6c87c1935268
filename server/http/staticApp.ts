/**
 * The built app under /relief-loans/ (one origin with the API, docs/architecture.md). Any path that is
 * not a file gets the app's index.html (client-side routes), or a page prerendered for that route
 * when the build made one. Hashed assets never change, so they are cached for a year; HTML is
 * revalidated on every visit so a deploy is picked up at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

export const appBasePath = '/relief-loans';
const assetsPrefix = `${appBasePath}/assets/`;

export function hasBuiltApp(staticDir: string | undefined): staticDir is string {
  return typeof staticDir === 'string' && fs.existsSync(path.join(staticDir, 'index.html'));
}

export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  await app.register(fastifyStatic, {
    root,
    prefix: `${appBasePath}/`,
    index: 'index.html',
    // The build writes .br and .gz beside each file (scripts/precompress.ts); serve those when accepted.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const isAsset = path.relative(root, filePath).split(path.sep)[0] === 'assets';
      res.setHeader('Cache-Control', isAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}

/**
 * The page for a client-side route: dist/<route>/index.html when prerendered, else dist/index.html.
 * An application page's frame is prerendered once under the id `_` (scripts/prerender.ts) and
 * served for every application id.
 */
function pageFileFor(root: string, urlPath: string): string {
  const route = urlPath.slice(appBasePath.length).replace(/^\/+|\/+$/g, '');
  const segments = route.split('/');
  if (route && !segments.some((segment) => segment === '..' || segment === '.' || segment === '')) {
    const candidates = [route];
    if (segments[0] === 'loan' && segments.length >= 2)
      candidates.push(['loan', '_', ...segments.slice(2)].join('/'));
    for (const candidate of candidates) {
      const prerendered = path.join(candidate, 'index.html');
      if (fs.existsSync(path.join(root, prerendered))) return prerendered;
    }
  }
  return 'index.html';
}

/** A route path of the app (`/loan/:applicationUuid/income`) as a matcher of whole URL paths. */
function routeMatcher(routePath: string): RegExp {
  const pattern = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern === '/' ? '' : pattern}/?$`);
}

const knownRoutesByDir = new Map<string, RegExp[] | null>();

/** The app's routes from dist/routes.json (scripts/prerender.ts), or null for a build without it. */
function knownRoutes(root: string): RegExp[] | null {
  if (!knownRoutesByDir.has(root)) {
    const file = path.join(root, 'routes.json');
    const paths = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as unknown) : null;
    knownRoutesByDir.set(
      root,
      Array.isArray(paths) ? paths.filter((entry) => typeof entry === 'string').map(routeMatcher) : null,
    );
  }
  return knownRoutesByDir.get(root) ?? null;
}

/** Whether a path under the base path is one of the app's routes (unknown when the build has no list). */
function isAppRoute(root: string, urlPath: string): boolean {
  const routes = knownRoutes(root);
  if (routes === null) return true;
  const route = urlPath.slice(appBasePath.length) || '/';
  return routes.some((matcher) => matcher.test(route));
}

/**
 * Answers a GET for an app route that is not a file; false when the request is not one. A path no
 * route matches gets the same page (the app shows its friendly not-found screen) with status 404.
 */
export function sendAppFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  staticDir: string | undefined,
): boolean {
  if (!hasBuiltApp(staticDir) || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const rawPath = request.url.split('?')[0] ?? '';
  const urlPath = decodeURIComponentSafe(rawPath);
  if (urlPath !== appBasePath && !urlPath.startsWith(`${appBasePath}/`)) return false;
  if (urlPath.startsWith(assetsPrefix)) return false;
  const root = path.resolve(staticDir);
  // Matched undecoded, as the app's router does: an escaped slash stays inside its segment.
  if (!isAppRoute(root, rawPath)) void reply.code(404);
  void reply.header('Cache-Control', 'no-cache').sendFile(pageFileFor(root, urlPath), root);
  return true;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
