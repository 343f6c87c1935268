/**
 * The product's colours, written once: the app's Chakra theme (widgets/theme/system.ts) makes its
 * palettes of them, the server's pages (server/pages/layout.ts) their CSS, and the chat panel
 * (src/features/outcomes/assistant/chatColors.ts) its buttons, so a page, a form and the chat never
 * disagree on a shade. The brand is the program's, from schemas/product.json (brandPalette.ts); the
 * neutrals and the red and green are Chakra's own values, kept here so the server's pages can use them
 * without loading Chakra.
 */
import product from '../../schemas/product.json' with { type: 'json' };
import { brandPalette } from './brandPalette';
import type { Palette } from './palette';

/** Brand: product.json colorPrimary (600) and colorPrimaryAccent (700), and the shades made from them. */
export const brand: Palette = brandPalette(product.configuration);

export const gray: Palette = {
  50: '#fafafa',
  100: '#f4f4f5',
  200: '#e4e4e7',
  300: '#d4d4d8',
  400: '#a1a1aa',
  500: '#71717a',
  600: '#52525b',
  700: '#3f3f46',
  800: '#27272a',
  900: '#18181b',
  950: '#111111',
};

export const red: Palette = {
  50: '#fef2f2',
  100: '#fee2e2',
  200: '#fecaca',
  300: '#fca5a5',
  400: '#f87171',
  500: '#ef4444',
  600: '#dc2626',
  700: '#991919',
  800: '#511111',
  900: '#300c0c',
  950: '#1f0808',
};

export const green: Palette = {
  50: '#f0fdf4',
  100: '#dcfce7',
  200: '#bbf7d0',
  300: '#86efac',
  400: '#4ade80',
  500: '#22c55e',
  600: '#16a34a',
  700: '#116932',
  800: '#124a28',
  900: '#042713',
  950: '#03190c',
};

/**
 * The one primary and one secondary action (docs/decisions/0077-one-look-from-one-theme.md):
 * a brand-solid and a brand-outlined button, 48 px tall, full width, semibold. The Chakra theme's
 * button recipe and the server pages' `.button` take their measures from here.
 */
export const actionButtonMeasures = {
  minHeightPx: 48,
  radiusPx: 8,
  fontWeight: 600,
  fontSizeRem: 1,
  borderWidthPx: 2,
} as const;

/** The two buttons' colours in a brand palette: white on the primary, the accent on white. */
export function actionButtonColors(palette: Palette) {
  return {
    primary: { background: palette[600], hover: palette[700], text: '#ffffff' },
    secondary: { background: '#ffffff', hover: palette[50], text: palette[700], border: palette[600] },
  } as const;
}

/** The action buttons in the program's brand. */
export const actionButton = { ...actionButtonMeasures, ...actionButtonColors(brand) } as const;
