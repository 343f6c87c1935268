/**
 * The contrast ratio of two colours as WCAG 2.2 defines it (success criterion 1.4.3, "relative
 * luminance" and "contrast ratio" in its glossary): (L1 + 0.05) / (L2 + 0.05), lighter over darker,
 * from 1 (the same colour) to 21 (black on white). Text needs at least 4.5:1 on its background.
 */
import { rgbOf } from './hexColor';

/** The WCAG minimum for normal-size text (1.4.3 Contrast (Minimum), level AA). */
export const minimumTextContrast = 4.5;

/** An sRGB channel (0–255) in linear light, with WCAG's formula. */
function linear(channel: number): number {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function relativeLuminance(color: string): number {
  const [red, green, blue] = rgbOf(color).map(linear) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The ratio of two `#rrggbb` colours, in either order. */
export function contrastRatio(first: string, second: string): number {
  const [darker, lighter] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => a - b) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
