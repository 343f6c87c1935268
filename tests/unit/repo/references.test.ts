/**
 * What a comment or a document points to must be inside the repository
 * (docs/decisions/0059-references-resolve-inside-a-clone.md, docs/decisions/0062-folders-show-the-design.md):
 * every repo-relative path it names exists, and nothing cites an issue number or README figures that a
 * clone does not carry. Decision records are history and may name what has since gone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const textFile = /\.(ts|tsx|js|mjs|md|json|sql|html|css|sh)$/;
const skipped = [
  /^docs\/decisions\//,
  /^patches\//,
  /^package-lock\.json$/,
  // Files that name paths on purpose: this test's own broken example, and the files the records-step
  // fixture writes into its copy of the repository.
  /^tests\/unit\/repo\/references\.test\.ts$/,
  /^tests\/api\/support\/recordsStepFixture\.ts$/,
];

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => textFile.test(file) && !skipped.some((pattern) => pattern.test(file)));
}

const topFolders = 'src|server|core|schemas|widgets|scripts|tests|docs|public|patches|\\.ci';
// A path written from the repository's root, e.g. `server/steps/stepRegistry.ts` or `src/shared/form/`.
const pathMention = new RegExp(`(?<![\\w./-])((?:${topFolders})/[\\w./-]*[\\w])`, 'g');
const generated = /^(src\/generated|core\/api\/generated)(\/|$)/;
const moduleExtensions = ['', '.ts', '.tsx', '.js', '.json', '.md'];

function missingPaths(text: string): string[] {
  return (
    [...text.matchAll(pathMention)]
      // A placeholder such as `migrations/NNN_<name>.sql` or `steps/{id}` names no one file.
      .filter((match) => !'<{*'.includes(text[match.index + match[0].length] ?? ''))
      .map((match) => match[1]!.replace(/\.$/, ''))
      .filter((path) => !generated.test(path))
      .filter((path) => !moduleExtensions.some((extension) => existsSync(join(root, path + extension))))
  );
}

describe('References resolve inside a clone', () => {
  const files = trackedTextFiles();

  test('every path a file names from the repository root exists', () => {
    const broken = files.flatMap((file) =>
      missingPaths(readFileSync(join(root, file), 'utf8')).map((path) => `${file}: ${path}`),
    );
    expect(broken).toEqual([]);
  });

  test('nothing cites an issue number or the README figures of old', () => {
    const citing = files.filter((file) =>
      /\bissues? #?\d+\b|README "?Measured figures/i.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(citing).toEqual([]);
  });

  test('the scan finds a broken path when there is one', () => {
    expect(missingPaths('see server/routes/flowSteps.ts and src/app/App.tsx')).toEqual([
      'server/routes/flowSteps.ts',
    ]);
  });
});
