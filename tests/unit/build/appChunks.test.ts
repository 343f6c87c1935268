import { describe, expect, it } from 'vitest';
import { appChunkFiles, withAppChunks } from '../../../scripts/vitePluginAppChunks';

const chunk = (fileName: string, imports: string[], ...moduleIds: string[]) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: moduleIds.some((id) => id.endsWith('/main.tsx')),
  moduleIds,
  imports,
  code: '',
});

// The shape of a real build: the entry holds React, the app imports it back, and chunks share chunks.
const bundle = {
  'assets/index.js': chunk('assets/index.js', [], '/app/src/main.tsx'),
  'assets/App.js': chunk(
    'assets/App.js',
    ['assets/index.js', 'assets/chakra.js', 'assets/swr.js'],
    '/app/src/app/AppShell.tsx',
    '/app/src/app/App.tsx',
  ),
  'assets/chakra.js': chunk('assets/chakra.js', ['assets/index.js', 'assets/emotion.js']),
  'assets/swr.js': chunk('assets/swr.js', ['assets/emotion.js']),
  'assets/emotion.js': chunk('assets/emotion.js', ['assets/index.js']),
  'assets/Screen.js': chunk('assets/Screen.js', ['assets/chakra.js'], '/app/src/screens/Screen.tsx'),
  'assets/style.css': { type: 'asset' as const },
};

describe("The app's start-up chunks (scripts/vitePluginAppChunks.ts)", () => {
  it('lists the app first, then what it imports, nearest first, each once, without what the entry loads', () => {
    expect(appChunkFiles(bundle, '/app/src/app/App.tsx', 'assets/index.js')).toEqual([
      'assets/App.js',
      'assets/chakra.js',
      'assets/swr.js',
      'assets/emotion.js',
    ]);
  });

  it('fails the build when the app has no chunk', () => {
    expect(() => appChunkFiles(bundle, '/app/src/app/Missing.tsx', 'assets/index.js')).toThrow(
      /no chunk for/,
    );
  });

  it('writes the list where the placeholder was, in any quotes the minifier chose', () => {
    for (const quote of ['"', "'", '`']) {
      const code = `const a=JSON.parse(${quote}__RELIEF_LOANS_APP_CHUNKS__${quote});`;
      const written = withAppChunks(code, ['assets/App.js', 'assets/chakra.js']);
      const literal = /JSON\.parse\((.*)\);$/.exec(written)?.[1] ?? '';
      expect(JSON.parse(JSON.parse(literal) as string)).toEqual(['assets/App.js', 'assets/chakra.js']);
    }
  });

  it('fails the build unless the placeholder is there exactly once', () => {
    expect(() => withAppChunks('const a=JSON.parse("x");', [])).toThrow(/found 0/);
    expect(() => withAppChunks('"__RELIEF_LOANS_APP_CHUNKS__";"__RELIEF_LOANS_APP_CHUNKS__"', [])).toThrow(
      /found 2/,
    );
  });
});
