/**
 * Performance budget of the get-relief page (issue 2 §5, docs/architecture.md):
 *   npm run bench            (builds first; BENCH_STRICT=1 makes a missed target fail the command)
 * Measures
 *   1. first-load JS, gzip level 9: the entry chunk of dist/index.html, its modulepreloads and
 *      every chunk they import statically; and, in Chromium, every script the page loads until the
 *      network is idle (lazy route chunks included);
 *   2. Lighthouse 12, default mobile emulation with simulated throttling, median of 5 runs:
 *      performance score and Total Blocking Time;
 *   3. API latency: 200 sequential GET /pre-flow/step/get-relief, p50 and p95.
 * against the real server, started here on a free port with a throw-away database.
 * Prints a table and writes .bench/results.json.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, resolveChromiumPath } from './chromiumPath';

const distDir = 'dist';
const basePath = '/relief-loans/';
const pagePath = '/relief-loans/get-relief?loanAmount=1000&loanTerm=12';
const lighthouseRuns = 5;
const apiRequests = 200;
const kib = 1024;

const targets = {
  performanceScore: 90,
  totalBlockingTimeMs: 300,
  firstLoadJsGzipKiB: 220,
};

const gzipSize = (content: Buffer | string) => zlib.gzipSync(content, { level: 9 }).length;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

// ---------------------------------------------------------------- 1a. first-load JS from the build

interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

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
export function staticImportsOf(code: string): string[] {
  const specifiers = new Set<string>();
  const pattern = /(?:^|[^\w$.])(?:import|export)\s*(?:[^'"`();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) specifiers.add(match[1]);
  return [...specifiers];
}

function measureEntryGraph(): { chunks: ChunkSize[]; totalGzipBytes: number; totalBytes: number } {
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

// ------------------------------------------------------------------------------- the real server

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'relief-loans-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_FILE: path.join(dataDir, 'bench.sqlite'),
      STATIC_DIR: distDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killTimer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${stderr}`);
    try {
      const response = await fetch(`${origin}/relief-loans/get-relief`);
      if (response.ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server did not answer within 60 s:\n${stderr}`);
}

// --------------------------------------------------------------- 1b. JS the browser actually loads

async function measureLoadedJs(
  origin: string,
  executablePath: string,
): Promise<{ scripts: ChunkSize[]; totalGzipBytes: number }> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const pending: Promise<ChunkSize | null>[] = [];
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' ||
        /javascript/.test(response.headers()['content-type'] ?? '');
      if (!isScript) return;
      pending.push(
        response
          .body()
          .then((body) => ({
            file: new URL(response.url()).pathname,
            bytes: body.length,
            gzipBytes: gzipSize(body),
          }))
          .catch(() => null),
      );
    });
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).filter((entry): entry is ChunkSize => entry !== null);
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { scripts, totalGzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0) };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------- 2. Lighthouse

interface LighthouseRun {
  performanceScore: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  firstContentfulPaintMs: number;
  /** What Lighthouse saw as the largest contentful paint, to tell what the paint waited for. */
  largestContentfulPaintElement: string;
}

/** The HTML snippet of the first DOM node in an audit's details (tables and lists nest them). */
function firstNodeSnippet(details: unknown): string | undefined {
  if (Array.isArray(details)) {
    for (const item of details) {
      const found = firstNodeSnippet(item);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof details !== 'object' || details === null) return undefined;
  const record = details as Record<string, unknown>;
  if (record.type === 'node' && typeof record.snippet === 'string') return record.snippet;
  for (const value of Object.values(record)) {
    const found = firstNodeSnippet(value);
    if (found) return found;
  }
  return undefined;
}

async function runLighthouse(origin: string, chromePath: string): Promise<LighthouseRun[]> {
  const runs: LighthouseRun[] = [];
  for (let run = 1; run <= lighthouseRuns; run += 1) {
    // A fresh browser and profile per run, so no run warms another's cache.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [...chromiumArgs, '--headless=new'],
      logLevel: 'silent',
    });
    try {
      // Lighthouse's default config: mobile form factor and screen, simulated (Lantern) throttling.
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const lcpSnippet =
        firstNodeSnippet(lhr.audits['largest-contentful-paint-element']?.details) ?? 'unknown';
      const outcome: LighthouseRun = {
        performanceScore: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        totalBlockingTimeMs: Math.round(numeric('total-blocking-time')),
        largestContentfulPaintMs: Math.round(numeric('largest-contentful-paint')),
        firstContentfulPaintMs: Math.round(numeric('first-contentful-paint')),
        largestContentfulPaintElement: lcpSnippet.slice(0, 160),
      };
      console.info(
        `  Lighthouse run ${run}/${lighthouseRuns}: score ${outcome.performanceScore}, TBT ${outcome.totalBlockingTimeMs} ms, LCP ${outcome.largestContentfulPaintMs} ms`,
      );
      runs.push(outcome);
    } finally {
      chrome.kill();
    }
  }
  return runs;
}

// ------------------------------------------------------------------------------- 3. API latency

async function measureApiLatency(origin: string): Promise<{ p50Ms: number; p95Ms: number; maxMs: number }> {
  const url = `${origin}/pre-flow/step/get-relief`;
  const fetchOnce = async () => {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    await response.arrayBuffer();
  };
  for (let warmUp = 0; warmUp < 10; warmUp += 1) await fetchOnce();
  const timings: number[] = [];
  for (let request = 0; request < apiRequests; request += 1) {
    const started = performance.now();
    await fetchOnce();
    timings.push(performance.now() - started);
  }
  return {
    p50Ms: round(percentile(timings, 50), 2),
    p95Ms: round(percentile(timings, 95), 2),
    maxMs: round(Math.max(...timings), 2),
  };
}

// ------------------------------------------------------------------------------------------ main

function browserVersion(executablePath: string): string {
  try {
    return execFileSync(executablePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown version';
  }
}

async function main(): Promise<void> {
  const executablePath = resolveChromiumPath() ?? chromium.executablePath();
  const browser = `${browserVersion(executablePath)} (${executablePath})`;
  console.info(`Benchmarking ${pagePath} with ${browser}`);

  const entryGraph = measureEntryGraph();
  const server = await startServer();
  let loaded: Awaited<ReturnType<typeof measureLoadedJs>>;
  let lighthouseRunsResult: LighthouseRun[];
  let api: Awaited<ReturnType<typeof measureApiLatency>>;
  try {
    loaded = await measureLoadedJs(server.origin, executablePath);
    console.info(`Lighthouse (mobile, simulated throttling), ${lighthouseRuns} runs:`);
    lighthouseRunsResult = await runLighthouse(server.origin, executablePath);
    api = await measureApiLatency(server.origin);
  } finally {
    await server.stop();
  }

  const lighthouseMedians = {
    performanceScore: median(lighthouseRunsResult.map((run) => run.performanceScore)),
    totalBlockingTimeMs: median(lighthouseRunsResult.map((run) => run.totalBlockingTimeMs)),
    largestContentfulPaintMs: median(lighthouseRunsResult.map((run) => run.largestContentfulPaintMs)),
    firstContentfulPaintMs: median(lighthouseRunsResult.map((run) => run.firstContentfulPaintMs)),
  };
  const entryKiB = round(entryGraph.totalGzipBytes / kib);
  const loadedKiB = round(loaded.totalGzipBytes / kib);

  const rows: { measure: string; value: string; target: string; met: boolean | null }[] = [
    {
      measure: 'First-load JS, entry graph (gzip -9)',
      value: `${entryKiB} KiB in ${entryGraph.chunks.length} chunks`,
      target: `<= ${targets.firstLoadJsGzipKiB} KiB`,
      met: entryKiB <= targets.firstLoadJsGzipKiB,
    },
    {
      measure: 'JS loaded by the page in Chromium (gzip -9)',
      value: `${loadedKiB} KiB in ${loaded.scripts.length} scripts`,
      target: `<= ${targets.firstLoadJsGzipKiB} KiB`,
      met: loadedKiB <= targets.firstLoadJsGzipKiB,
    },
    {
      measure: `Lighthouse performance score (median of ${lighthouseRuns})`,
      value: String(lighthouseMedians.performanceScore),
      target: `>= ${targets.performanceScore}`,
      met: lighthouseMedians.performanceScore >= targets.performanceScore,
    },
    {
      measure: 'Total Blocking Time (median)',
      value: `${lighthouseMedians.totalBlockingTimeMs} ms`,
      target: `<= ${targets.totalBlockingTimeMs} ms`,
      met: lighthouseMedians.totalBlockingTimeMs <= targets.totalBlockingTimeMs,
    },
    {
      measure: 'First / Largest Contentful Paint (median)',
      value: `${lighthouseMedians.firstContentfulPaintMs} / ${lighthouseMedians.largestContentfulPaintMs} ms`,
      target: '',
      met: null,
    },
    {
      measure: 'Largest Contentful Paint element (run 1)',
      value: lighthouseRunsResult[0]?.largestContentfulPaintElement ?? 'unknown',
      target: '',
      met: null,
    },
    {
      measure: `GET /pre-flow/step/get-relief, ${apiRequests} sequential`,
      value: `p50 ${api.p50Ms} ms, p95 ${api.p95Ms} ms`,
      target: '',
      met: null,
    },
  ];

  console.info('\nChunks of the entry graph (gzip):');
  for (const chunk of entryGraph.chunks)
    console.info(`  ${(chunk.gzipBytes / kib).toFixed(1).padStart(7)} KiB  ${chunk.file}`);
  console.info('\nScripts the page loaded (gzip):');
  for (const script of loaded.scripts)
    console.info(`  ${(script.gzipBytes / kib).toFixed(1).padStart(7)} KiB  ${script.file}`);
  console.info('');
  const width = Math.max(...rows.map((row) => row.measure.length));
  const valueWidth = Math.max(...rows.map((row) => row.value.length));
  for (const row of rows) {
    const verdict = row.met === null ? '' : row.met ? 'ok' : 'MISSED';
    console.info(
      `${row.measure.padEnd(width)}  ${row.value.padEnd(valueWidth)}  ${row.target.padEnd(12)} ${verdict}`,
    );
  }

  const results = {
    measuredAt: new Date().toISOString(),
    page: pagePath,
    environment: {
      node: process.version,
      browser,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      // Lighthouse's simulated throttling scales what this machine measures: a busy machine scores lower.
      loadAverageAtEnd: os.loadavg().map((load) => round(load, 2)),
    },
    targets,
    firstLoadJs: {
      entryGraphGzipKiB: entryKiB,
      entryGraphRawKiB: round(entryGraph.totalBytes / kib),
      entryGraphChunks: entryGraph.chunks,
      loadedInBrowserGzipKiB: loadedKiB,
      loadedInBrowserScripts: loaded.scripts,
    },
    lighthouse: { runs: lighthouseRunsResult, medians: lighthouseMedians },
    apiLatency: { requests: apiRequests, ...api },
    missed: rows.filter((row) => row.met === false).map((row) => row.measure),
  };
  fs.mkdirSync('.bench', { recursive: true });
  fs.writeFileSync('.bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  console.info('\nWrote .bench/results.json');

  if (results.missed.length > 0) {
    console.warn(`Targets missed: ${results.missed.join('; ')}`);
    if (process.env.BENCH_STRICT === '1') process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
