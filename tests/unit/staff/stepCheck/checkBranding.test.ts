/** Product staff who pick brand colours that cannot be read, or cannot be parsed, are told so in words. */
import { describe, expect, test } from 'vitest';
import { checkBranding } from '../../../../src/staff/stepCheck/checkBranding';
import product from '../../../../schemas/product.json';

describe('checkBranding', () => {
  test('the program’s colours pass, and so does a dark purple', () => {
    expect(checkBranding(product.configuration)).toEqual([]);
    expect(checkBranding({ colorPrimary: '#5b21b6', colorPrimaryAccent: '#4c1d95' })).toEqual([]);
  });

  test('a primary too light for white button text is refused with its contrast and what to do', () => {
    const findings = checkBranding({ colorPrimary: '#3daea0', colorPrimaryAccent: '#125c56' });
    expect(findings).toEqual([
      {
        file: 'schemas/product.json',
        pointer: '/configuration/colorPrimary',
        problem:
          '"colorPrimary": #3daea0 is too light: its contrast with white is 2.70:1, and white text on its buttons and text in it on white need at least 4.5:1 to be read easily (WCAG 2.2 AA). Choose a darker shade of the colour.',
      },
    ]);
  });

  test('an accent too light for links on white is refused', () => {
    const findings = checkBranding({ colorPrimary: '#14736a', colorPrimaryAccent: '#a78bfa' });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ pointer: '/configuration/colorPrimaryAccent' });
    expect(findings[0]!.problem).toMatch(
      /its contrast with white is 2\.\d\d:1, and links and brand text in it on white need at least 4\.5:1/,
    );
  });

  test('a contrast just under 4.5:1 is refused and not shown rounded up to 4.5', () => {
    const [finding] = checkBranding({ colorPrimary: '#777777', colorPrimaryAccent: '#767676' });
    expect(finding?.pointer).toBe('/configuration/colorPrimary');
    expect(finding?.problem).toContain('its contrast with white is 4.47:1');
    expect(checkBranding({ colorPrimary: '#767676', colorPrimaryAccent: '#767676' })).toEqual([]);
  });

  test.each([['teal'], ['#fff'], ['14736a'], ['#14736g'], [20]])(
    'a colour written %j is refused as not #rrggbb',
    (value) => {
      const [finding] = checkBranding({ colorPrimary: value, colorPrimaryAccent: '#125c56' });
      expect(finding?.pointer).toBe('/configuration/colorPrimary');
      expect(finding?.problem).toMatch(/is not a colour written # and six hex digits, such as "#14736a"/);
    },
  );

  test('a missing colour is named', () => {
    expect(checkBranding({ colorPrimary: '#14736a' })).toEqual([
      expect.objectContaining({
        pointer: '/configuration/colorPrimaryAccent',
        problem: expect.stringMatching(/^"colorPrimaryAccent" is missing/) as unknown,
      }),
    ]);
  });
});
