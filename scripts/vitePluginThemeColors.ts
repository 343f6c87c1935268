/**
 * Vite plugin: index.html's own few rules (the page's background and the boot line, decision 0056)
 * name colours as `%color.gray.50%`, and the build writes in core/theme/colors.ts's values, so the
 * shell's first paint and the theme agree to the shade. An unknown name fails the build.
 */
import type { Plugin } from 'vite';
import * as colors from '../core/theme/colors';

const palettes: Record<string, Record<string, string> | undefined> = {
  brand: colors.brand,
  gray: colors.gray,
  red: colors.red,
  green: colors.green,
};

export function themeColorsPlugin(): Plugin {
  return {
    name: 'relief-loans-theme-colors',
    // Before Vite's own transforms, on index.html as written.
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(/%color\.([a-z]+)\.(\d+)%/g, (name: string, palette: string, shade: string) => {
          const value = palettes[palette]?.[shade];
          if (!value) throw new Error(`index.html names ${name}, which core/theme/colors.ts does not have`);
          return value;
        }),
    },
  };
}
