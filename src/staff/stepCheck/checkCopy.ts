/**
 * Every copy key the app looks up exists in schemas/copy/en-US.json: each page's title (the screen's
 * heading and the tab's title, src/shared/ui/usePageTitle.ts; a form's button falls back to "Continue") and the
 * section name of each step the progress indicator counts (src/shared/routes/progress.ts).
 */
import type { Finding } from './finding';
import { escapePointer } from './walkSchema';

type Copy = { pages?: Record<string, unknown>; progress?: { sections?: Record<string, unknown> } };

export type CopyUse = {
  /** The key under pages.* the screen reads. */
  page: string;
  /** Who reads it, in words (a route, a flow step). */
  usedBy: string;
};

const copyFile = 'schemas/copy/en-US.json';

export function checkCopy(copy: Copy, uses: readonly CopyUse[], progressSteps: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  const pages = copy.pages ?? {};
  const seen = new Set<string>();
  for (const use of uses) {
    const entry = pages[use.page] as Record<string, unknown> | undefined;
    if (seen.has(use.page) || typeof entry?.title === 'string') continue;
    seen.add(use.page);
    findings.push({
      file: copyFile,
      pointer: `/pages/${escapePointer(use.page)}`,
      problem: `${use.usedBy} shows the title pages.${use.page}.title, which is missing. Add "title": "…" under "pages" → "${use.page}".`,
    });
  }
  const sections = copy.progress?.sections ?? {};
  for (const step of progressSteps)
    if (typeof sections[step] !== 'string')
      findings.push({
        file: copyFile,
        pointer: `/progress/sections`,
        problem: `The progress indicator counts ${step} (flow.json "progress") but has no name for it. Add "${step}": "…" under "progress" → "sections".`,
      });
  return findings;
}
