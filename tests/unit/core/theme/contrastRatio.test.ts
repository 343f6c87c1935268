/** The WCAG 2.2 contrast ratio the brand check relies on, against values WCAG's own examples give. */
import { describe, expect, test } from 'vitest';
import { contrastRatio } from '../../../../core/theme/contrastRatio';

describe('contrastRatio', () => {
  test('black on white is 21:1 and a colour on itself is 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#14736a', '#14736a')).toBeCloseTo(1, 5);
  });

  test('it is the same whichever colour is the text', () => {
    expect(contrastRatio('#ffffff', '#5b21b6')).toBe(contrastRatio('#5b21b6', '#ffffff'));
  });

  test.each([
    // #767676 is the lightest gray that reaches 4.5:1 on white; #777777 just misses it.
    ['#767676', 4.54],
    ['#777777', 4.48],
    // The program's default brand: primary and accent on white.
    ['#14736a', 5.69],
    ['#125c56', 7.8],
    // A pale teal that looks fine as a fill and is unreadable under white text.
    ['#3daea0', 2.71],
  ])('%s on white is %s:1', (color, expected) => {
    expect(contrastRatio(color, '#ffffff')).toBeCloseTo(expected, 2);
  });

  test('hex digits are read in either case', () => {
    expect(contrastRatio('#5B21B6', '#FFFFFF')).toBe(contrastRatio('#5b21b6', '#ffffff'));
  });

  test('a colour not written #rrggbb is refused, not guessed', () => {
    expect(() => contrastRatio('#fff', '#000000')).toThrow('"#fff" is not a colour written #rrggbb');
    expect(() => contrastRatio('teal', '#000000')).toThrow(/not a colour written #rrggbb/);
  });
});
