import { describe, expect, it } from 'vitest';
import { withoutComments } from '../../../scripts/vitePluginJsonComments';

describe('Notes for people stay out of the app’s JSON (scripts/vitePluginJsonComments.ts)', () => {
  it('Every $comment goes, at any depth; everything else stays as it was', () => {
    const text = JSON.stringify({
      $comment: 'how the flow works',
      steps: [{ name: 'INCOME', $comment: 'jobs', exits: [{ when: 'x', to: 'Y' }] }],
      note: '$comment inside a value stays',
    });
    expect(JSON.parse(withoutComments(text))).toEqual({
      steps: [{ name: 'INCOME', exits: [{ when: 'x', to: 'Y' }] }],
      note: '$comment inside a value stays',
    });
  });
});
