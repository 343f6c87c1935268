/**
 * The slim Chakra system (docs/architecture.md): Chakra's start-up cost is createSystem and it
 * grows with the number of tokens, so we build from defaultBaseConfig with only the palettes and
 * recipes our widgets and screens use, instead of the ~2,000-token defaultSystem.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  inputRecipe,
  textStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  radioCardSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { actionButtonMeasures, brand, gray, green, red } from '../../core/theme/colors';
import type { Palette } from '../../core/theme/palette';

const { colors, ...scaleTokens } = tokens;

/** A palette of core/theme/colors.ts as Chakra tokens: the one source the server's pages use too. */
const tokensOf = (palette: Palette) =>
  Object.fromEntries(Object.entries(palette).map(([shade, value]) => [shade, { value }]));

/** Chakra's own palettes we use and do not define ourselves. */
const chakraPalettes = ['orange'] as const;

const rem = (px: number) => `${px / 16}rem`;

/**
 * Every button's radius and weight from core/theme/colors.ts `actionButtonMeasures`, so the server's pages
 * draw the same button; the primary and secondary looks are widgets/ActionButtons.tsx
 * (docs/decisions/0077-one-look-from-one-theme.md).
 */
const button = {
  ...buttonRecipe,
  base: {
    ...buttonRecipe.base,
    borderRadius: rem(actionButtonMeasures.radiusPx),
    fontWeight: String(actionButtonMeasures.fontWeight),
  },
};

/** Information (the flow notice) in the brand's colours rather than Chakra's blue. */
const alert = {
  ...alertSlotRecipe,
  variants: {
    ...alertSlotRecipe.variants,
    status: { ...alertSlotRecipe.variants?.status, info: { root: { colorPalette: 'brand' } } },
  },
};

/**
 * Chakra's semantic tokens with their light-mode values only. The app has no dark mode, and each
 * token with a `_light` and a `_dark` value became two tokens in the dictionary createSystem builds
 * when a page starts and two CSS variables in every page's HTML
 * (docs/decisions/0050-screens-mount-in-slices-no-intl-on-first-render.md).
 */
function lightOnly<T>(tokens: T): T {
  if (typeof tokens !== 'object' || tokens === null) return tokens;
  const value: unknown = (tokens as { value?: unknown }).value;
  if (typeof value === 'object' && value !== null && '_light' in value)
    return { ...tokens, value: (value as { _light: unknown })._light };
  return Object.fromEntries(
    Object.entries(tokens).map(([name, token]: [string, unknown]) => [name, lightOnly(token)]),
  ) as T;
}

const lightSemanticTokens = lightOnly(semanticTokens);

const config = defineConfig({
  // The CSS reset (box-sizing, form controls inheriting fonts) that defaultConfig would bring.
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
    // Only the spinner's: Chakra's other keyframes (pulse, bounce, fades and slides) are for recipes
    // and animation styles this system does not include, and every keyframe is written to the page's CSS.
    keyframes: {
      spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
    },
    textStyles,
    // The one layer style the recipes above use (Chakra's others are for recipes not included).
    layerStyles: { disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } } },
    tokens: {
      ...scaleTokens,
      colors: {
        black: colors.black,
        white: colors.white,
        transparent: colors.transparent,
        current: colors.current,
        ...Object.fromEntries(chakraPalettes.map((name) => [name, colors[name]])),
        gray: tokensOf(gray),
        red: tokensOf(red),
        green: tokensOf(green),
        // brand: the program's, added by createAppSystem.
      },
      fonts: {
        heading: {
          value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
        },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
        mono: { value: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
      },
    },
    semanticTokens: {
      ...lightSemanticTokens,
      colors: {
        ...Object.fromEntries(
          Object.entries(lightSemanticTokens.colors).filter(
            ([name]) => !/^(pink|purple|cyan|teal|yellow|blue)$/.test(name),
          ),
        ),
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
    recipes: {
      button,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert,
      checkbox: checkboxSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioCard: radioCardSlotRecipe,
    },
  },
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.900', fontFamily: 'body', lineHeight: '1.5' },
    '*:focus-visible': { outline: '3px solid', outlineColor: 'brand.500', outlineOffset: '2px' },
  },
});

/**
 * The Chakra system in a brand palette: the app's (getSystem) is in the program's brand from
 * schemas/product.json; a test gives another to see the tokens follow it. The brand and its semantic
 * tokens (brand.solid, brand.fg…) refer to the palette's shades, so they follow it.
 */
export function createAppSystem(brandPalette: Palette = brand): ReturnType<typeof createSystem> {
  // createSystem merges (and so copies) its configs itself.
  return createSystem(
    defaultBaseConfig,
    config,
    defineConfig({ theme: { tokens: { colors: { brand: tokensOf(brandPalette) } } } }),
  );
}

let system: ReturnType<typeof createSystem> | null = null;

/**
 * Built on first use rather than at import, so the work lands in the scheduled first render
 * (src/main.tsx) instead of the task that evaluates the app's code.
 */
export function getSystem(): ReturnType<typeof createSystem> {
  system ??= createAppSystem();
  return system;
}
