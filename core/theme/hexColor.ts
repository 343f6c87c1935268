/**
 * A colour as product staff write it in schemas/product.json: `#rrggbb` (hex digits, either case).
 * The theme's colour math works on its red, green and blue channels, 0 to 255.
 */
export type Rgb = readonly [red: number, green: number, blue: number];

const hexColor = /^#[0-9a-f]{6}$/i;

export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && hexColor.test(value);
}

/** The channels of a `#rrggbb` colour; anything else is a mistake in the configuration, so it throws. */
export function rgbOf(color: string): Rgb {
  if (!isHexColor(color)) throw new Error(`"${color}" is not a colour written #rrggbb`);
  return [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16)) as unknown as Rgb;
}

/** Channels (rounded and kept within 0–255) as lower-case `#rrggbb`. */
export function hexOf(rgb: Rgb): string {
  const channel = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${rgb.map(channel).join('')}`;
}
