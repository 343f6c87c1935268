/**
 * Where the copy view's changes go: under `npm run dev` to the files that own the words (the dev
 * server's endpoint, scripts/vitePluginStudioSave.ts); in a production build, to the staff member's
 * downloads as one change set.
 */
import { downloadFile, postToDevServer } from '../studioSave';
import { changeSetFileName, type CopyChangeSet } from './copyChanges';

export const saveCopyChanges = (changeSet: CopyChangeSet) => postToDevServer('__studio/copy', changeSet);

export function downloadCopyChanges(changeSet: CopyChangeSet): void {
  downloadFile(changeSetFileName, `${JSON.stringify(changeSet, null, 2)}\n`);
}
