/** Which strings a filter shows: words (as written or as edited), field, file, place or page. Pure. */
import type { CopyEntry } from './copyCatalog';

export function matchesFilter(entry: CopyEntry, filter: string, edits: ReadonlyMap<string, string>): boolean {
  const needle = filter.trim().toLowerCase();
  if (!needle) return true;
  return [
    entry.text,
    edits.get(entry.id) ?? '',
    entry.field ?? '',
    entry.file,
    entry.pointer,
    entry.id,
    `${entry.file} ${entry.pointer}`,
    ...entry.usedBy,
  ].some((haystack) => haystack.toLowerCase().includes(needle));
}
