import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { saveStudioFiles, studioSavePlugin } from '../../../../scripts/vitePluginStudioSave';

const repo = join(import.meta.dirname, '../../../..');
let root = '';
const read = (path: string) => JSON.parse(readFileSync(join(root, path), 'utf8')) as Record<string, unknown>;

beforeEach(() => {
  // A copy of the files the endpoint may touch (and the prettier config it formats with).
  root = mkdtempSync(join(tmpdir(), 'studio-save-'));
  for (const path of ['schemas/steps', 'schemas/copy', '.prettierrc.json'])
    cpSync(join(repo, path), join(root, path), { recursive: true, errorOnExist: false, force: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("The studio's save endpoint (npm run dev)", () => {
  test('writes the step’s schema, UI schema and pages, formatted as the repository writes JSON', async () => {
    const schema = read('schemas/steps/get-started/schema.json');
    (schema.properties as Record<string, Record<string, unknown>>).firstName!.title = 'Given name';
    const result = await saveStudioFiles(root, {
      stepId: 'get-started',
      schema,
      copy: { getStarted: { title: 'Your legal name', submit: 'Continue' } },
    });
    expect(result).toEqual({
      ok: true,
      written: ['schemas/steps/get-started/schema.json', 'schemas/copy/en-US.json'],
    });
    expect(readFileSync(join(root, 'schemas/steps/get-started/schema.json'), 'utf8')).toContain(
      '"firstName": { "$ref": "#/definitions/legalName", "title": "Given name" }',
    );
    const pages = read('schemas/copy/en-US.json').pages as Record<string, unknown>;
    expect(pages.getStarted).toEqual({ title: 'Your legal name', submit: 'Continue' });
    // Only the changed page's lines differ: the rest of the copy keeps its layout.
    const before = readFileSync(join(repo, 'schemas/copy/en-US.json'), 'utf8').split('\n');
    const after = readFileSync(join(root, 'schemas/copy/en-US.json'), 'utf8').split('\n');
    const changed = before.filter((line) => !after.includes(line));
    expect(
      changed.every((line) =>
        /getStarted|Confirm your legal name|We filled this in|"submit"|^\s*\},?$/.test(line),
      ),
    ).toBe(true);
    expect(after.length).toBeLessThan(before.length);
  });

  test('refuses, in plain words, what is not a step file or names a folder outside schemas/steps', async () => {
    expect(await saveStudioFiles(root, { stepId: '../../copy', ui: {} })).toEqual({
      ok: false,
      problems: ['There is no step folder "../../copy" under schemas/steps.'],
    });
    const wrongShape = await saveStudioFiles(root, { stepId: 'get-started', schema: { type: 'string' } });
    expect(wrongShape.ok).toBe(false);
    const unknownPage = await saveStudioFiles(root, {
      stepId: 'get-started',
      copy: { nowhere: { title: 'x' } },
    });
    expect(unknownPage).toEqual({
      ok: false,
      problems: ['There is no page "nowhere" in schemas/copy/en-US.json.'],
    });
  });
});

describe("The studio's save plugin", () => {
  test('keeps the schemas it writes out of the config’s dependencies: a save never restarts the dev server', () => {
    const plugin = studioSavePlugin(repo);
    const configFileDependencies = [
      `${repo}/scripts/vitePluginStudioSave.ts`,
      `${repo}/schemas/definitions.json`,
      `${repo}/schemas/copy/en-US.json`,
      `${repo}/schemas/api/operations.json`,
    ];
    const hook = plugin.configResolved as (config: {
      root: string;
      configFileDependencies: string[];
    }) => void;
    hook({ root: repo, configFileDependencies });
    expect(configFileDependencies).toEqual([
      `${repo}/scripts/vitePluginStudioSave.ts`,
      `${repo}/schemas/api/operations.json`,
    ]);
  });
});
