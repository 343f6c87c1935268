/**
 * The brand palette from the program's two colours (schemas/product.json configuration.colorPrimary
 * and colorPrimaryAccent, docs/decisions/0083-program-branding-drives-the-theme.md): 600 is the
 * primary (buttons, checked controls), 700 the accent (links, brand text); the lighter shades are the
 * primary's hue with its lightness moved toward white, the darker ones the accent's toward black. The
 * shares were fitted to the hand-made teal the product had before, so its two colours give back
 * nearly the same palette.
 */
import { hexOf, rgbOf } from './hexColor';
import { hslOf, rgbOfHsl } from './hsl';
import type { Palette } from './palette';

export interface Branding {
  /** `#rrggbb`: solid buttons and other filled brand surfaces, under white text. */
  colorPrimary: string;
  /** `#rrggbb`: brand text and links on white, and a solid button's hover. */
  colorPrimaryAccent: string;
}

/**
 * A shade of a colour: its lightness `share` of the way to white (or black), its saturation times
 * `saturation` (pale tints of a vivid colour are a little less saturated, as the teal's were).
 */
function shadeOf(color: string, toward: 'white' | 'black', share: number, saturation: number): string {
  const [hue, colorSaturation, lightness] = hslOf(rgbOf(color));
  const target = toward === 'white' ? 1 : 0;
  return hexOf(
    rgbOfHsl([hue, Math.min(1, colorSaturation * saturation), lightness + (target - lightness) * share]),
  );
}

export function brandPalette({ colorPrimary, colorPrimaryAccent }: Branding): Palette {
  return {
    50: shadeOf(colorPrimary, 'white', 0.94, 0.8),
    100: shadeOf(colorPrimary, 'white', 0.85, 0.75),
    200: shadeOf(colorPrimary, 'white', 0.69, 0.7),
    300: shadeOf(colorPrimary, 'white', 0.48, 0.68),
    400: shadeOf(colorPrimary, 'white', 0.27, 0.68),
    500: shadeOf(colorPrimary, 'white', 0.1, 0.9),
    600: hexOf(rgbOf(colorPrimary)),
    700: hexOf(rgbOf(colorPrimaryAccent)),
    800: shadeOf(colorPrimaryAccent, 'black', 0.17, 0.9),
    900: shadeOf(colorPrimaryAccent, 'black', 0.31, 0.9),
    950: shadeOf(colorPrimaryAccent, 'black', 0.62, 1),
  };
}
