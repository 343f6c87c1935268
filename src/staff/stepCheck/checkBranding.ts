/**
 * The program's brand colours in schemas/product.json (configuration.colorPrimary and
 * colorPrimaryAccent) are readable: each is written #rrggbb, white button text on the primary and
 * the accent's links and brand text on white reach the WCAG 2.2 AA contrast for text (4.5:1), so a
 * colour that looks fine on a monitor is not refused by the people it is meant for
 * (docs/decisions/0083-program-branding-drives-the-theme.md).
 */
import { contrastRatio, minimumTextContrast } from '../../../core/theme/contrastRatio';
import { isHexColor } from '../../../core/theme/hexColor';
import type { Finding } from './finding';

export interface BrandingColors {
  colorPrimary?: unknown;
  colorPrimaryAccent?: unknown;
}

const file = 'schemas/product.json';

/** What each colour is for, in the words the finding uses. */
const uses = {
  colorPrimary: 'white text on its buttons and text in it on white',
  colorPrimaryAccent: 'links and brand text in it on white',
} as const;

/** A ratio as people read it, rounded down so 4.47 never shows as 4.5. */
const ratio = (value: number) => `${(Math.floor(value * 100) / 100).toFixed(2)}:1`;

export function checkBranding(configuration: BrandingColors): Finding[] {
  const findings: Finding[] = [];
  for (const name of ['colorPrimary', 'colorPrimaryAccent'] as const) {
    const value = configuration[name];
    const pointer = `/configuration/${name}`;
    if (value === undefined) {
      findings.push({
        file,
        pointer,
        problem: `"${name}" is missing: the program's brand needs it for ${uses[name]}. Write it as # and six hex digits, such as "#14736a".`,
      });
      continue;
    }
    if (!isHexColor(value)) {
      findings.push({
        file,
        pointer,
        problem: `"${name}": ${JSON.stringify(value)} is not a colour written # and six hex digits, such as "#14736a". Copy the colour's hex value (not a name like "teal" or a three-digit short form).`,
      });
      continue;
    }
    const contrast = contrastRatio(value, '#ffffff');
    if (contrast < minimumTextContrast)
      findings.push({
        file,
        pointer,
        problem: `"${name}": ${value} is too light: its contrast with white is ${ratio(contrast)}, and ${uses[name]} need at least ${minimumTextContrast}:1 to be read easily (WCAG 2.2 AA). Choose a darker shade of the colour.`,
      });
  }
  return findings;
}
