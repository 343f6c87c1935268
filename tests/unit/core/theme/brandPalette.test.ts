/** The brand palette comes from the program's two colours (schemas/product.json). */
import { describe, expect, test } from 'vitest';
import { brandPalette } from '../../../../core/theme/brandPalette';
import { brand } from '../../../../core/theme/colors';
import { contrastRatio } from '../../../../core/theme/contrastRatio';
import { rgbOf } from '../../../../core/theme/hexColor';
import { hslOf } from '../../../../core/theme/hsl';
import { shades } from '../../../../core/theme/palette';
import product from '../../../../schemas/product.json';

const purple = { colorPrimary: '#5b21b6', colorPrimaryAccent: '#4c1d95' };

describe('brandPalette', () => {
  test('600 is the primary and 700 the accent, as written', () => {
    const palette = brandPalette(purple);
    expect(palette[600]).toBe('#5b21b6');
    expect(palette[700]).toBe('#4c1d95');
  });

  test('upper-case hex digits give the same palette, written in lower case', () => {
    expect(brandPalette({ colorPrimary: '#5B21B6', colorPrimaryAccent: '#4C1D95' })).toEqual(
      brandPalette(purple),
    );
  });

  test.each([
    ['purple', purple],
    ['the default teal', product.configuration],
    ['a dark red', { colorPrimary: '#b91c1c', colorPrimaryAccent: '#991b1b' }],
  ])('the shades of %s run from light (50) to dark (950)', (_name, branding) => {
    const palette = brandPalette(branding);
    // Contrast with black grows with lightness.
    const lightness = shades.map((shade) => contrastRatio(palette[shade], '#000000'));
    expect(lightness).toEqual([...lightness].sort((a, b) => b - a));
    expect(new Set(shades.map((shade) => palette[shade])).size).toBe(shades.length);
    expect(palette[50]).toMatch(/^#[0-9a-f]{6}$/);
  });

  test('the lighter shades keep the primary’s hue and the darker the accent’s', () => {
    const palette = brandPalette({ colorPrimary: '#1d4ed8', colorPrimaryAccent: '#b91c1c' });
    // Within 3°: a pale tint rounded to whole channels cannot hold a hue exactly.
    const hue = (color: string) => hslOf(rgbOf(color))[0] * 360;
    for (const shade of [50, 100, 200, 300, 400, 500] as const)
      expect(Math.abs(hue(palette[shade]) - hue('#1d4ed8'))).toBeLessThan(3);
    for (const shade of [800, 900, 950] as const)
      expect(Math.abs(hue(palette[shade]) - hue('#b91c1c'))).toBeLessThan(3);
  });

  test('the default teal comes back within a few units of the palette written by hand before', () => {
    const before = {
      50: '#eefaf8',
      100: '#d3f1ec',
      200: '#a8e2d9',
      300: '#70cbbf',
      400: '#3daea0',
      500: '#1f8f82',
      600: '#14736a',
      700: '#125c56',
      800: '#124a46',
      900: '#0f3d3a',
      950: '#062422',
    } as const;
    const palette = brandPalette({ colorPrimary: '#14736a', colorPrimaryAccent: '#125c56' });
    for (const shade of shades) {
      const apart = rgbOf(palette[shade]).map((channel, index) =>
        Math.abs(channel - rgbOf(before[shade])[index]!),
      );
      expect(Math.max(...apart), `shade ${shade}`).toBeLessThanOrEqual(4);
    }
  });

  test('a colour not written #rrggbb stops the theme with its value, rather than a wrong palette', () => {
    expect(() => brandPalette({ colorPrimary: 'purple', colorPrimaryAccent: '#4c1d95' })).toThrow(
      '"purple" is not a colour written #rrggbb',
    );
  });

  test('the app’s brand is product.json’s colours', () => {
    expect(brand[600]).toBe(product.configuration.colorPrimary);
    expect(brand[700]).toBe(product.configuration.colorPrimaryAccent);
  });
});
