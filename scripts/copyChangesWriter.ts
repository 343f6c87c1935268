/**
 * Writes a change set of the studio's copy (src/staff/studio/copy/copyChanges.ts) to the files that
 * own the words: the dev server's save (scripts/vitePluginStudioSave.ts) and `npm run studio:apply`
 * for a change set downloaded from a production build. Checked first against the files as they are
 * now (only applicant words, unchanged since the studio read them); each string is then replaced in
 * the file's text where it stands, so the rest of the file keeps its layout, and prettier formats
 * the result as the repository does.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { format, resolveConfig } from 'prettier';
import { changeSetProblems, type CopyChange } from '../src/staff/studio/copy/copyChanges';
import { copyFile, definitionsFile, stepSchemaFile, stepUiFile } from '../src/staff/studio/copy/copyCatalog';
import { pathOf } from '../src/staff/studio/copy/jsonPointer';
import { projectCopy, type ProjectCopyFiles } from '../src/staff/studio/copy/projectCopy';

export type CopyWriteResult = { ok: true; written: string[] } | { ok: false; problems: string[] };

const readJson = (root: string, file: string): unknown => {
  const path = join(root, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as unknown) : undefined;
};

/** The files of the catalogue as they are on disk now. */
function filesOnDisk(root: string): ProjectCopyFiles {
  const stepIds = readdirSync(join(root, 'schemas/steps'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, stepSchemaFile(entry.name))))
    .map((entry) => entry.name);
  return {
    copy: readJson(root, copyFile),
    definitions: readJson(root, definitionsFile),
    steps: stepIds.map((stepId) => ({
      stepId,
      schema: readJson(root, stepSchemaFile(stepId)),
      ui: readJson(root, stepUiFile(stepId)) ?? {},
    })),
  };
}

/** jsonc-parser's path: an array's index as a number, an object's key as a string. */
function jsonPathOf(document: unknown, pointer: string): JSONPath {
  let node = document;
  return pathOf(pointer).map((key) => {
    const part = Array.isArray(node) ? Number(key) : key;
    node = (node as Record<string, unknown>)[key];
    return part;
  });
}

export async function writeCopyChanges(root: string, changeSet: unknown): Promise<CopyWriteResult> {
  if (!existsSync(join(root, definitionsFile)))
    return { ok: false, problems: [`${root} is not the repository's root: run it there.`] };
  const files = filesOnDisk(root);
  const parsed = new Map<string, unknown>();
  const contents = (file: string) => {
    if (!parsed.has(file)) parsed.set(file, readJson(root, file));
    return parsed.get(file);
  };
  const problems = changeSetProblems(changeSet, projectCopy(files), contents);
  if (problems.length > 0) return { ok: false, problems };
  const changes = (changeSet as { changes: CopyChange[] }).changes;
  const written: string[] = [];
  for (const file of [...new Set(changes.map((change) => change.file))]) {
    const path = join(root, file);
    let text = readFileSync(path, 'utf8');
    for (const change of changes.filter((candidate) => candidate.file === file))
      text = applyEdits(text, modify(text, jsonPathOf(contents(file), change.pointer), change.to, {}));
    const options = (await resolveConfig(path)) ?? {};
    writeFileSync(path, await format(text, { ...options, filepath: path }));
    written.push(file);
  }
  return { ok: true, written };
}
