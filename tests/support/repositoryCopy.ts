/**
 * A copy of the repository to change and serve in a test (the adding-a-step proofs,
 * docs/adding-a-step.md): the tracked files, and new ones git does not ignore, with node_modules
 * linked rather than copied.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function copyRepositoryInto(into: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && fs.existsSync(path.join(repoRoot, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(into, file));
  }
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(into, 'node_modules'), 'dir');
}
