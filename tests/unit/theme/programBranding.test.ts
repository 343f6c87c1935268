/**
 * Product staff who change the program's colours in schemas/product.json see the app's theme and the
 * server's pages change with them: the Chakra system's brand tokens and the pages' CSS are made from
 * configuration.colorPrimary and colorPrimaryAccent, not from a palette written in the code.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { createSystem } from '@chakra-ui/react';
import { brandPalette } from '../../../core/theme/brandPalette';
import { pageStyles } from '../../../server/pages/layout';
import { createAppSystem } from '../../../widgets/theme/system';
import type productJson from '../../../schemas/product.json';

type System = ReturnType<typeof createSystem>;
const purple = { colorPrimary: '#5b21b6', colorPrimaryAccent: '#4c1d95' };

/** A colour token's value, following references such as brand.solid's `{colors.brand.600}`. */
function colorOf(system: System, name: string): string | undefined {
  const token = system.tokens.getByName(`colors.${name}`);
  const reference = /^\{colors\.(.+)\}$/.exec(String(token?.originalValue))?.[1];
  return reference ? colorOf(system, reference) : (token?.value as string | undefined);
}

describe('The brand follows the colours it is given', () => {
  test('the Chakra system’s brand palette and semantic tokens', () => {
    const palette = brandPalette(purple);
    const system = createAppSystem(palette);
    expect(colorOf(system, 'brand.600')).toBe('#5b21b6');
    expect(colorOf(system, 'brand.700')).toBe('#4c1d95');
    expect(colorOf(system, 'brand.solid')).toBe('#5b21b6');
    expect(colorOf(system, 'brand.fg')).toBe('#4c1d95');
    expect(colorOf(system, 'brand.muted')).toBe(palette[100]);
    expect(colorOf(system, 'brand.subtle')).toBe(palette[50]);
    expect(colorOf(system, 'brand.emphasized')).toBe(palette[200]);
    expect(colorOf(system, 'brand.focusRing')).toBe(palette[500]);
  });

  test('the server pages’ CSS: links, the primary and the secondary button', () => {
    const css = pageStyles(brandPalette(purple));
    expect(css).toContain('a{color:#4c1d95}');
    expect(css).toMatch(
      /button\.primary,a\.button\.primary\{background:#5b21b6;border-color:#5b21b6;color:#ffffff\}/,
    );
    expect(css).toContain('button.primary:hover,a.button.primary:hover{background:#4c1d95}');
    expect(css).toMatch(/button\.secondary,a\.button\.secondary\{[^}]*color:#4c1d95;border-color:#5b21b6\}/);
    expect(css).not.toContain('#14736a');
  });
});

describe('Staff who change product.json’s colours change the theme and the pages', () => {
  afterEach(() => {
    vi.doUnmock('../../../schemas/product.json');
    vi.resetModules();
  });

  test('the app’s system and every server page are in the colours product.json names', async () => {
    vi.resetModules();
    vi.doMock('../../../schemas/product.json', async (importOriginal) => {
      const { default: product } = await importOriginal<{ default: typeof productJson }>();
      const changed = { ...product, configuration: { ...product.configuration, ...purple } };
      return { default: changed };
    });
    const { getSystem } = await import('../../../widgets/theme/system');
    const { renderPage } = await import('../../../server/pages/layout');
    const { safe } = await import('../../../server/pages/html');

    expect(colorOf(getSystem(), 'brand.solid')).toBe('#5b21b6');
    expect(colorOf(getSystem(), 'brand.fg')).toBe('#4c1d95');
    const page = renderPage({ title: 'Sign in', body: safe('<p>Welcome</p>') });
    expect(page).toContain('button.primary,a.button.primary{background:#5b21b6');
    expect(page).toContain('header a.brand{color:#4c1d95');
  });

  test('by default the product’s own teal, as before', () => {
    const system = createAppSystem();
    expect(colorOf(system, 'brand.solid')).toBe('#14736a');
    expect(colorOf(system, 'brand.fg')).toBe('#125c56');
  });
});
