/** The brand palette comes from the program's two colours (schemas/product.json). */
import { describe, expect, test } from 'vitest';
import { brandPalette } from '../../../../core/theme/brandPalette';
import { brand } from '../../../../core/theme/colors';
import { contrastRatio } from '../../../../core/theme/contrastRatio';
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
    const palette = brandPalette({ colorPrimary: '#0000ff', colorPrimaryAccent: '#ff0000' });
    // Blue mixed toward white: red and green rise together, blue stays full.
    expect(palette[100]).toBe('#d9d9ff');
    // Red mixed toward black: only red, darker.
    expect(palette[900]).toBe('#a60000');
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
