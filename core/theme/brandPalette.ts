/**
 * The brand palette from the program's two colours (schemas/product.json configuration.colorPrimary
 * and colorPrimaryAccent, docs/decisions/0083-program-branding-drives-the-theme.md): 600 is the
 * primary (buttons, checked controls), 700 the accent (links, brand text); the lighter shades are the
 * primary mixed toward white, the darker ones the accent mixed toward black. The shares were fitted to
 * the hand-made teal the product had before, so its two colours give back nearly the same palette.
 */
import { hexOf, rgbOf, type Rgb } from './hexColor';
import type { Palette } from './palette';

export interface Branding {
  /** `#rrggbb`: solid buttons and other filled brand surfaces, under white text. */
  colorPrimary: string;
  /** `#rrggbb`: brand text and links on white, and a solid button's hover. */
  colorPrimaryAccent: string;
}

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];

/** `share` of the way from one colour to the other, channel by channel in sRGB. */
const mix = (from: Rgb, to: Rgb, share: number): string =>
  hexOf(from.map((channel, index) => channel + (to[index]! - channel) * share) as unknown as Rgb);

export function brandPalette({ colorPrimary, colorPrimaryAccent }: Branding): Palette {
  const primary = rgbOf(colorPrimary);
  const accent = rgbOf(colorPrimaryAccent);
  return {
    50: mix(primary, white, 0.94),
    100: mix(primary, white, 0.85),
    200: mix(primary, white, 0.7),
    300: mix(primary, white, 0.5),
    400: mix(primary, white, 0.3),
    500: mix(primary, white, 0.12),
    600: hexOf(primary),
    700: hexOf(accent),
    800: mix(accent, black, 0.2),
    900: mix(accent, black, 0.35),
    950: mix(accent, black, 0.6),
  };
}
