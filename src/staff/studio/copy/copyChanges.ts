/**
 * Staff's edits of the copy as a change set: each change names the file that owns the words, their
 * place (a JSON Pointer), the words as they were and the new ones. The studio previews a change
 * set, the dev server writes it to the files (scripts/vitePluginStudioSave.ts), a production build
 * downloads it for `npm run studio:apply`. Pure.
 */
import type { CopyEntry } from './copyCatalog';
import { valueAt, withValueAt } from './jsonPointer';

export type CopyChange = { file: string; pointer: string; from: string; to: string };
export type CopyChangeSet = { format: typeof changeSetFormat; changes: CopyChange[] };

export const changeSetFormat = 'relief-loans-copy-changes/1';
export const changeSetFileName = 'relief-loans-copy-changes.json';

/** The change set of staff's edits (entry id -> new words), leaving out edits back to the original. */
export function changeSetOf(
  entries: readonly CopyEntry[],
  edits: ReadonlyMap<string, string>,
): CopyChangeSet {
  const changes: CopyChange[] = [];
  for (const entry of entries) {
    const to = edits.get(entry.id);
    if (to !== undefined && to !== entry.text)
      changes.push({ file: entry.file, pointer: entry.pointer, from: entry.text, to });
  }
  return { format: changeSetFormat, changes };
}

/** A file's contents with the changes that belong to it. */
export function withChanges<T>(file: string, document: T, changes: readonly CopyChange[]): T {
  return changes
    .filter((change) => change.file === file)
    .reduce((edited, change) => withValueAt(edited, change.pointer, change.to), document);
}

/**
 * A rule's message is a template of ajv-errors, which fills `${…}` with what the applicant typed or
 * breaks the rules' build on a bad one: words never carry it.
 */
export const templateProblem =
  'words can’t contain “${”: a rule’s message would fill it in with what the applicant typed.';

/** Words a change may keep: not empty, no template. */
export const wordsCanBeKept = (words: string): boolean => words.trim() !== '' && !words.includes('${');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What is wrong with a change set sent or uploaded, in plain words (empty when it may be written):
 * its shape, words that are empty, and any change that is not to a string the catalogue lists
 * (so a change can reword copy, never a rule's limit, a key or a widget) or whose words changed
 * in the file since the studio read them (unless they are already the new words).
 */
export function changeSetProblems(
  value: unknown,
  entries: readonly CopyEntry[],
  fileContents: (file: string) => unknown,
): string[] {
  if (!isObject(value) || value.format !== changeSetFormat || !Array.isArray(value.changes))
    return [`This is not a change set of the studio's copy (format "${changeSetFormat}").`];
  const known = new Map(entries.map((entry) => [`${entry.file}#${entry.pointer}`, entry]));
  const problems: string[] = [];
  value.changes.forEach((change: unknown, index) => {
    const at = `Change ${index + 1}`;
    if (
      !isObject(change) ||
      typeof change.file !== 'string' ||
      typeof change.pointer !== 'string' ||
      typeof change.from !== 'string' ||
      typeof change.to !== 'string'
    ) {
      problems.push(`${at} needs a file, a pointer, the words it was ("from") and the new words ("to").`);
      return;
    }
    if (!known.has(`${change.file}#${change.pointer}`)) {
      problems.push(`${at}: ${change.file} has no applicant words at ${change.pointer || 'its root'}.`);
      return;
    }
    if (change.to.trim() === '')
      problems.push(`${at} (${change.file} ${change.pointer}): the new words are empty.`);
    if (change.to.includes('${'))
      problems.push(`${at} (${change.file} ${change.pointer}): ${templateProblem}`);
    const current = valueAt(fileContents(change.file), change.pointer);
    // Already applied (a change set applied twice) is no problem: writing it again changes nothing.
    if (current !== change.from && current !== change.to)
      problems.push(
        `${at} (${change.file} ${change.pointer}): the words are now “${String(current)}”, not “${change.from}”. Someone changed them since: open the studio again and redo the change.`,
      );
  });
  return problems;
}
