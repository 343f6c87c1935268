/**
 * `npm run studio:apply -- <change set file>`: writes a change set downloaded from the studio of a
 * production build (docs/studio.md) to the repository's files, as the dev server's save would.
 */
import { readFileSync } from 'node:fs';
import { writeCopyChanges } from './copyChangesWriter';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('Give the change set downloaded from the studio: npm run studio:apply -- <file>');
  process.exit(2);
}
let changeSet: unknown;
try {
  changeSet = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file} could not be read as JSON: ${(error as Error).message}`);
  process.exit(2);
}
const result = await writeCopyChanges(process.cwd(), changeSet);
if (result.ok) console.info(`Written: ${result.written.join(', ') || 'nothing (no changes)'}.`);
else {
  console.error(`Nothing was written:\n- ${result.problems.join('\n- ')}`);
  process.exit(1);
}
