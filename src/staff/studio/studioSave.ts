/**
 * Where the studio's changes go: under `npm run dev` to the files (the dev server's endpoint,
 * scripts/vitePluginStudioSave.ts); in a production build, to the staff member's downloads.
 */
import { toJsonText } from './studioFiles';

export type StudioChanges = {
  stepId: string;
  schema?: unknown;
  ui?: unknown;
  copy?: Record<string, unknown>;
};

/** Only the dev server has the endpoint (a production build is read-only). */
export const studioCanSave: boolean = import.meta.env.DEV;

/** Sends a change to one of the dev server's studio endpoints; says what was written or what is wrong. */
export async function postToDevServer(
  path: string,
  body: unknown,
): Promise<{ ok: boolean; lines: string[] }> {
  const response = await fetch(`${import.meta.env.BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-relief-studio': '1' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { written?: string[]; problems?: string[] };
  return response.ok
    ? { ok: true, lines: answer.written ?? [] }
    : { ok: false, lines: answer.problems ?? [`The dev server answered ${response.status}.`] };
}

export const saveToFiles = (changes: StudioChanges) => postToDevServer('__studio/save', changes);

/** The files a change touches, named as in the repository, with their new text. */
export function changedFiles(changes: StudioChanges): Array<{ name: string; text: string }> {
  const files: Array<{ name: string; text: string }> = [];
  if (changes.schema !== undefined)
    files.push({ name: `${changes.stepId}.schema.json`, text: toJsonText(changes.schema) });
  if (changes.ui !== undefined)
    files.push({ name: `${changes.stepId}.ui.json`, text: toJsonText(changes.ui) });
  if (changes.copy !== undefined)
    files.push({ name: `${changes.stepId}.copy-pages.json`, text: toJsonText(changes.copy) });
  return files;
}

export function downloadFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
