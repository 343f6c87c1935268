import { describe, expect, it } from 'vitest';
import { copySubsetPaths, pickCopy } from '../../../scripts/vitePluginCopySubsets';

const imported = "import copy from '../../schemas/copy/en-US.json';\n";

describe('Each module gets only the copy it reads (scripts/vitePluginCopySubsets.ts)', () => {
  it('A module that names its words keeps just those', () => {
    const source = `${imported}export const a = copy.errors.default;\nexport const b = copy.pages.review.rows.name;`;
    expect(copySubsetPaths(source, 'copy')).toEqual(['errors.default', 'pages.review']);
  });

  it('A section read by a computed key, or passed on, is kept whole', () => {
    const source = `${imported}export const f = (code: string) => copy.errors[code];\nexport const g = use(copy.form);`;
    expect(copySubsetPaths(source, 'copy')).toEqual(['errors', 'form']);
  });

  it('The copy read as a whole keeps the whole file', () => {
    expect(copySubsetPaths(`${imported}export const all = copy;`, 'copy')).toBeNull();
    expect(copySubsetPaths(`${imported}const { errors } = copy;`, 'copy')).toBeNull();
    expect(copySubsetPaths(`${imported}export const o = { copy };`, 'copy')).toBeNull();
  });

  it('A property, key or destructured name that happens to be "copy" is not a read of it', () => {
    const source = `${imported}const { copy: itemCopy } = useItems();\nconst o = { copy: 1 };\nconst p = other.copy;\nexport const t = copy.common.close;`;
    expect(copySubsetPaths(source, 'copy')).toEqual(['common.close']);
  });

  it('Words in comments and strings do not count as reads', () => {
    const source = `${imported}// the copy of a page\nconst s = 'copy';\nexport const t = copy.common.close;`;
    expect(copySubsetPaths(source, 'copy')).toEqual(['common.close']);
  });

  it('A module reading pages by a computed key narrows what it keeps with a copy-subset line', () => {
    const source = `${imported}// copy-subset: pages.*.title pages.*.description\nconst pages = copy.pages;\nexport const n = copy.product.name;`;
    expect(copySubsetPaths(source, 'copy')).toEqual(['pages.*.description', 'pages.*.title', 'product.name']);
  });

  it('Type positions count like reads (typeof copy.pages keeps pages)', () => {
    const source = `${imported}type Pages = typeof copy.pages;`;
    expect(copySubsetPaths(source, 'copy')).toEqual(['pages']);
  });

  it('The subset has the copy’s own shape, with * for any key', () => {
    const copy = {
      pages: {
        review: { title: 'Review', rows: { name: 'Name' } },
        income: { title: 'Income', description: 'Your jobs', submit: 'Continue' },
      },
      errors: { default: 'Something went wrong', other: 'x' },
      studio: { heading: 'Studio' },
    };
    expect(pickCopy(copy, ['errors.default', 'pages.*.title', 'pages.review'])).toEqual({
      errors: { default: 'Something went wrong' },
      pages: {
        review: { title: 'Review', rows: { name: 'Name' } },
        income: { title: 'Income' },
      },
    });
    expect(pickCopy(copy, ['pages.missing', 'nothing.here'])).toEqual({});
  });
});
