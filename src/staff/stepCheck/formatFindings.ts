/**
 * Findings as a staff member reads them in a terminal: grouped by file, each with where it is (the
 * path of keys, and the JSON pointer an editor can jump to) and what to do. Pure.
 */
import type { Finding } from './checkStepFile';

/** "/properties/amount/errorMessage" -> "properties › amount › errorMessage"; "" -> "the whole file". */
export function placeOf(pointer: string): string {
  if (pointer === '') return 'the whole file';
  return pointer
    .slice(1)
    .split('/')
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join(' › ');
}

export function formatFindings(findings: readonly Finding[]): string {
  if (findings.length === 0)
    return 'No problems found: every step, the flow, the copy, the limits and the brand colours check out.';
  const byFile = new Map<string, Finding[]>();
  for (const finding of findings) byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  const lines: string[] = [];
  for (const [file, fileFindings] of byFile) {
    lines.push(file);
    for (const finding of fileFindings) {
      lines.push(`  ✗ At ${placeOf(finding.pointer)}${finding.pointer ? ` (${finding.pointer})` : ''}`);
      lines.push(`    ${finding.problem}`);
    }
    lines.push('');
  }
  const count = findings.length === 1 ? '1 problem' : `${findings.length} problems`;
  const files = byFile.size === 1 ? '1 file' : `${byFile.size} files`;
  lines.push(`${count} in ${files}. Fix them and run "npm run check:schemas" again.`);
  return lines.join('\n');
}
