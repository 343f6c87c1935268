import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobalPlugin, lazyGlobalCss } from '../../../scripts/vitePluginChakraLazyGlobal';

const systemModule = fileURLToPath(
  new URL('../../../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js', import.meta.url),
);
const chakraCode = readFileSync(systemModule, 'utf8');

type Transform = (code: string, id: string) => { code: string } | null;
const transform = chakraLazyGlobalPlugin().transform as unknown as Transform;

describe("Chakra's global CSS worked out on first read (scripts/vitePluginChakraLazyGlobal.ts)", () => {
  it('turns the installed Chakra’s eager `_global` into a getter that computes it once', () => {
    const code = lazyGlobalCss(chakraCode);
    expect(code).not.toContain('const _global = [');
    expect(code).toContain('let _global;');
    expect(code).toMatch(
      /get _global\(\) \{\s*return \(_global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\]\);\s*\},/,
    );
    expect(transform(chakraCode, systemModule)?.code).toBe(code);
  });

  it('leaves every other module alone', () => {
    expect(
      transform(chakraCode, '/app/node_modules/@chakra-ui/react/dist/esm/styled-system/css.js'),
    ).toBeNull();
    expect(transform('export const x = 1;', '/app/src/main.tsx')).toBeNull();
  });

  it('fails the build when Chakra builds `_global` some other way', () => {
    expect(() => lazyGlobalCss(chakraCode.replace('getTokenCss()];', 'getTokenCss(), extra];'))).toThrow(
      /no longer builds `_global`/,
    );
  });
});
