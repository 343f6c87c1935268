/**
 * Vite plugin, `npm run dev` only (apply: 'serve'): the studio's save endpoint. POST
 * <base>__studio/save with { stepId, schema?, ui?, copy? } writes schemas/steps/<stepId>/schema.json
 * and ui.json and the step's pages in schemas/copy/en-US.json — nothing else — after checking them:
 * the step folder exists, the files have the shape of schemas/step.schema.json, the schema compiles
 * in strict mode, and the copy replaces pages that exist with strings. The validators plugin
 * recompiles on the change and hot reload shows it in the funnel. A production build has no such
 * endpoint: there the studio only downloads the changed files. POST <base>__studio/copy with a change
 * set of the copy view writes each changed string to the file that owns it (copyChangesWriter.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, resolve, sep } from 'node:path';
import Ajv from 'ajv';
import { format, resolveConfig } from 'prettier';
import type { Plugin } from 'vite';
import stepMetaSchema from '../schemas/step.schema.json';
import { createAjv } from '../core/rules/createAjv';
import { withDefinitions, type JsonSchemaObject } from '../core/rules/withDefinitions';
import { writeCopyChanges } from './copyChangesWriter';

export const studioSavePath = '__studio/save';
/** Where the copy view sends its change set (scripts/copyChangesWriter.ts). */
export const studioCopySavePath = '__studio/copy';
export const studioSaveHeader = 'x-relief-studio';

export type StudioSaveRequest = {
  stepId: string;
  schema?: unknown;
  ui?: unknown;
  /** Copy pages by key (pages.<key> of en-US.json), each replaced whole. */
  copy?: Record<string, unknown>;
};

export type StudioSaveResult = { ok: true; written: string[] } | { ok: false; problems: string[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const onlyText = (value: unknown): boolean =>
  typeof value === 'string' ||
  (Array.isArray(value) && value.every(onlyText)) ||
  (isObject(value) && Object.values(value).every(onlyText));

function metaValidator(definition: 'schemaFile' | 'uiFile') {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addSchema(stepMetaSchema);
  const validate = ajv.getSchema(`${stepMetaSchema.$id}#/definitions/${definition}`);
  if (!validate) throw new Error(`schemas/step.schema.json has no ${definition}`);
  return validate;
}

/** Checks a save and lists what is wrong, in plain words (empty when it may be written). */
export function studioSaveProblems(root: string, request: StudioSaveRequest): string[] {
  const problems: string[] = [];
  const stepsDir = resolve(root, 'schemas/steps');
  const stepDir = resolve(stepsDir, String(request.stepId));
  if (
    !/^[a-z0-9-]+$/.test(String(request.stepId)) ||
    !stepDir.startsWith(stepsDir + sep) ||
    !existsSync(join(stepDir, 'schema.json'))
  )
    return [`There is no step folder "${String(request.stepId)}" under schemas/steps.`];
  for (const [name, value, definition] of [
    ['schema.json', request.schema, 'schemaFile'],
    ['ui.json', request.ui, 'uiFile'],
  ] as const) {
    if (value === undefined) continue;
    const validate = metaValidator(definition);
    if (!validate(value))
      for (const error of validate.errors ?? [])
        problems.push(
          `${name}${error.instancePath || ''}: ${error.message ?? 'not the shape of a step file'}.`,
        );
  }
  if (isObject(request.schema)) {
    try {
      createAjv().compile(withDefinitions(request.schema as JsonSchemaObject));
    } catch (error) {
      problems.push(`schema.json is not valid JSON Schema: ${(error as Error).message}.`);
    }
  }
  if (request.copy !== undefined) {
    const pages = readCopy(root).pages;
    if (!isObject(request.copy) || !isObject(pages)) problems.push('The copy must be pages by key.');
    else
      for (const [key, page] of Object.entries(request.copy)) {
        if (!(key in pages)) problems.push(`There is no page "${key}" in schemas/copy/en-US.json.`);
        else if (!isObject(page) || !onlyText(page))
          problems.push(`The copy of page "${key}" must be an object of words (strings).`);
      }
  }
  return problems;
}

const copyPath = (root: string) => join(root, 'schemas/copy/en-US.json');
const readCopy = (root: string) =>
  JSON.parse(readFileSync(copyPath(root), 'utf8')) as Record<string, unknown>;

/**
 * Where the value of an object member sits in JSON text ([start, end) offsets), by a path of keys;
 * null if absent. A small scanner: strings are skipped whole, so braces inside words do not count.
 */
export function memberRange(text: string, path: readonly string[]): [number, number] | null {
  type Frame = { kind: 'object' | 'array'; key?: string; valueStart?: number };
  const stack: Frame[] = [];
  const at = () => stack.map((frame) => frame.key ?? '');
  const matches = () => stack.length === path.length && at().every((key, index) => key === path[index]);
  let expectKey = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (char === '"') {
      let end = index + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const top = stack[stack.length - 1];
      if (expectKey && top) {
        top.key = JSON.parse(text.slice(index, end + 1)) as string;
        expectKey = false;
      } else if (top && matches() && top.valueStart === undefined) return [index, end + 1];
      index = end;
      continue;
    }
    if (char === ':') {
      const top = stack[stack.length - 1];
      if (top) top.valueStart = undefined;
      continue;
    }
    if (char === '{' || char === '[') {
      if (matches()) {
        // The value we look for is this container: find where it closes.
        let depth = 0;
        for (let end = index; end < text.length; end++) {
          const inner = text[end] as string;
          if (inner === '"') {
            end++;
            while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
          } else if (inner === '{' || inner === '[') depth++;
          else if (inner === '}' || inner === ']') {
            depth--;
            if (depth === 0) return [index, end + 1];
          }
        }
        return null;
      }
      const top = stack[stack.length - 1];
      if (top) top.valueStart = index;
      stack.push({ kind: char === '{' ? 'object' : 'array' });
      expectKey = char === '{';
      continue;
    }
    if (char === '}' || char === ']') {
      stack.pop();
      continue;
    }
    if (char === ',') {
      const top = stack[stack.length - 1];
      if (top) {
        top.valueStart = undefined;
        expectKey = top.kind === 'object';
      }
    }
  }
  return null;
}

/** JSON formatted as the repository's prettier writes it; objects that fit on a line stay on one. */
async function formatJson(path: string, text: string): Promise<string> {
  const options = (await resolveConfig(path)) ?? {};
  return format(text, { ...options, filepath: path });
}

async function writeJson(path: string, value: unknown): Promise<void> {
  writeFileSync(path, await formatJson(path, JSON.stringify(value)));
}

/** Checks, then writes the files of a save; returns what was written or what is wrong. */
export async function saveStudioFiles(root: string, request: StudioSaveRequest): Promise<StudioSaveResult> {
  const problems = studioSaveProblems(root, request);
  if (problems.length > 0) return { ok: false, problems };
  const written: string[] = [];
  const stepDir = join(root, 'schemas/steps', request.stepId);
  if (request.schema !== undefined) {
    await writeJson(join(stepDir, 'schema.json'), request.schema);
    written.push(`schemas/steps/${request.stepId}/schema.json`);
  }
  if (request.ui !== undefined) {
    await writeJson(join(stepDir, 'ui.json'), request.ui);
    written.push(`schemas/steps/${request.stepId}/ui.json`);
  }
  if (request.copy !== undefined && Object.keys(request.copy).length > 0) {
    // Only the changed pages' text is replaced: the rest of the copy keeps its layout.
    let text = readFileSync(copyPath(root), 'utf8');
    for (const [key, page] of Object.entries(request.copy)) {
      const range = memberRange(text, ['pages', key]);
      if (!range) continue;
      text = `${text.slice(0, range[0])}${JSON.stringify(page)}${text.slice(range[1])}`;
    }
    writeFileSync(copyPath(root), await formatJson(copyPath(root), text));
    written.push('schemas/copy/en-US.json');
  }
  return { ok: true, written };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 2_000_000) request.destroy(new Error('Too large'));
    });
    request.on('end', () => done(body));
    request.on('error', fail);
  });
}

export function studioSavePlugin(root: string): Plugin {
  return {
    name: 'relief-loans-studio-save',
    apply: 'serve',
    configResolved(config) {
      // This plugin reads the schemas it writes, which makes them the config's dependencies: Vite
      // would restart (and the studio lose its page) on every save. The validators plugin follows
      // schema edits itself, and hot reload shows them.
      const dependencies = config.configFileDependencies as string[];
      const schemasDir = `${resolve(config.root, 'schemas').split(sep).join('/')}/`;
      for (let index = dependencies.length - 1; index >= 0; index--)
        if (
          (dependencies[index] ?? '').startsWith(schemasDir) &&
          !(dependencies[index] ?? '').includes('/schemas/api/')
        )
          dependencies.splice(index, 1);
    },
    configureServer(server) {
      const endpoint = (path: string, save: (body: unknown) => Promise<StudioSaveResult>) =>
        server.middlewares.use(`${server.config.base}${path}`, (request, response) => {
          const reply = (status: number, body: StudioSaveResult) => {
            response.statusCode = status;
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(body));
          };
          if (request.method !== 'POST') return reply(405, { ok: false, problems: ['Use POST.'] });
          // A JSON body with our header: a page of another site cannot send it without a CORS preflight.
          if (
            !String(request.headers['content-type']).startsWith('application/json') ||
            request.headers[studioSaveHeader] !== '1'
          )
            return reply(415, { ok: false, problems: ['Send JSON from the studio.'] });
          readBody(request)
            .then((text) => save(JSON.parse(text) as unknown))
            .then(
              (result) => reply(result.ok ? 200 : 422, result),
              (error: Error) => reply(400, { ok: false, problems: [error.message] }),
            );
        });
      endpoint(studioSavePath, (body) => saveStudioFiles(root, body as StudioSaveRequest));
      endpoint(studioCopySavePath, (body) => writeCopyChanges(root, body));
    },
  };
}
