/** A palette from its lightest (50) to its darkest (950) shade, each a `#rrggbb` colour. */
export type Palette = Readonly<
  Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950, string>
>;

/** The shades of a palette, lightest first. */
export const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
