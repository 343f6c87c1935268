// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getSystem } from '../../../widgets/theme/system';
import { chakraSystem, pageHasThemeCss, themeCssAttribute } from '../../../src/app/chakraSystem';

describe('The Chakra system the app provides (src/app/chakraSystem.ts)', () => {
  afterEach(() => document.head.querySelector(`style[${themeCssAttribute}]`)?.remove());

  it('is the whole system where the page has no theme CSS (dev server, tests)', () => {
    expect(chakraSystem(false)).toBe(getSystem());
    expect(getSystem()._global.length).toBeGreaterThan(0);
  });

  it('has no global CSS to write where the page has it, and answers everything else as the system does', () => {
    const system = chakraSystem(true);
    expect(system._global).toEqual([]);
    expect(chakraSystem(true)).toBe(system);
    expect(system.token('colors.brand.600')).toBe(getSystem().token('colors.brand.600'));
    expect(system.getRecipeFn('button')).toBe(getSystem().getRecipeFn('button'));
    expect(system.css({ color: 'brand.600' })).toEqual(getSystem().css({ color: 'brand.600' }));
  });

  it('tells a page whose HTML carries the theme CSS', () => {
    expect(pageHasThemeCss()).toBe(false);
    const style = document.createElement('style');
    style.setAttribute(themeCssAttribute, '');
    document.head.append(style);
    expect(pageHasThemeCss()).toBe(true);
  });
});
