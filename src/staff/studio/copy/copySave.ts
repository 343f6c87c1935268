/**
 * Where the copy view's changes go: under `npm run dev` to the files that own the words (the dev
 * server's endpoint, scripts/vitePluginStudioSave.ts); in a production build, to the staff member's
 * downloads as one change set.
 */
import { downloadFile } from '../studioSave';
import { changeSetFileName, type CopyChangeSet } from './copyChanges';

export async function saveCopyChanges(changeSet: CopyChangeSet): Promise<{ ok: boolean; lines: string[] }> {
  const response = await fetch(`${import.meta.env.BASE_URL}__studio/copy`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-relief-studio': '1' },
    body: JSON.stringify(changeSet),
  });
  const body = (await response.json().catch(() => ({}))) as { written?: string[]; problems?: string[] };
  return response.ok
    ? { ok: true, lines: body.written ?? [] }
    : { ok: false, lines: body.problems ?? [`The dev server answered ${response.status}.`] };
}

export function downloadCopyChanges(changeSet: CopyChangeSet): void {
  downloadFile(changeSetFileName, `${JSON.stringify(changeSet, null, 2)}\n`);
}
