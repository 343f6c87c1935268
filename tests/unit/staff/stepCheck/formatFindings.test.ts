/** What a staff member reads in the terminal after `npm run check:schemas`. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { formatFindings, placeOf } from '../../../../src/staff/stepCheck/formatFindings';

test('Staff read each problem under its file, with the place as a path of keys and as a JSON pointer', () => {
  const text = formatFindings([
    {
      file: 'schemas/steps/savings/ui.json',
      pointer: '/amout',
      problem: '"amout" is not a field of schema.json.',
    },
    { file: 'schemas/flow.json', pointer: '/application/steps/SAVINGS/screen', problem: 'No such screen.' },
  ]);
  expect(text).toContain('schemas/steps/savings/ui.json\n  ✗ At amout (/amout)\n    "amout" is not a field');
  expect(text).toContain('At application › steps › SAVINGS › screen (/application/steps/SAVINGS/screen)');
  expect(text).toMatch(/2 problems in 2 files. Fix them and run "npm run check:schemas" again.$/);
  expect(placeOf('')).toBe('the whole file');
  expect(placeOf('/ui:options/submit/a~1b')).toBe('ui:options › submit › a/b');
});

test('Staff whose files are sound are told so, and the command succeeds', () => {
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/checkSchemas.ts'], {
    cwd: join(import.meta.dirname, '../../../..'),
    encoding: 'utf8',
  });
  expect(output).toContain('No problems found');
}, 30_000);
