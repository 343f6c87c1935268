/**
 * Hue, saturation and lightness (each 0–1) of an sRGB colour, and back: the brand palette moves a
 * colour's lightness and keeps its hue, so its pale shades stay the brand's colour rather than grey.
 * The formulas are CSS Color 4's (§7, "HSL colors").
 */
import type { Rgb } from './hexColor';

export type Hsl = readonly [hue: number, saturation: number, lightness: number];

export function hslOf(rgb: Rgb): Hsl {
  const [red, green, blue] = rgb.map((channel) => channel / 255) as unknown as Rgb;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === red
      ? ((green - blue) / chroma + 6) % 6
      : max === green
        ? (blue - red) / chroma + 2
        : (red - green) / chroma + 4;
  return [sector / 6, saturation, lightness];
}

export function rgbOfHsl([hue, saturation, lightness]: Hsl): Rgb {
  const channel = (offset: number) => {
    const k = (offset + hue * 12) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}
