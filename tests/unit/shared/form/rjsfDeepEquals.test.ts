import { createElement } from 'react';
import { deepEquals as fastEquals } from '@rjsf/utils';
import { describe, expect, test } from 'vitest';
import deepEquals from '../../../../scripts/rjsfDeepEquals';

// fastEquals: RJSF's own, built with fast-equals (the build plugins apply to the browser build only),
// which scripts/vitePluginRjsfReplacements.ts replaces there.

function cyclic(label: string): Record<string, unknown> {
  const node: Record<string, unknown> = { label };
  node.self = node;
  node.list = [node, { back: node }];
  return node;
}

const nullPrototype = (value: object) => Object.assign(Object.create(null) as object, value);

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}

const values: unknown[] = [
  undefined,
  null,
  0,
  -0,
  1,
  NaN,
  10n,
  '',
  'a',
  true,
  false,
  Symbol.for('s'),
  () => 1,
  function named() {},
  [],
  [1, 2],
  [2, 1],
  [1, [2, { a: 3 }]],
  [1, [2, { a: 4 }]],
  [undefined],
  [null],
  {},
  { a: 1 },
  { a: 1, b: undefined },
  { b: undefined, a: 1 },
  { a: 1, c: undefined },
  { a: { b: [1, { c: 'd' }] } },
  { a: { b: [1, { c: 'e' }] } },
  { fn: () => 1 },
  { fn: () => 2 },
  { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
  { type: 'object', properties: { name: { type: 'string', title: 'Nom' } }, required: ['name'] },
  nullPrototype({ a: 1 }),
  nullPrototype({ a: 2 }),
  new Date(0),
  new Date(1),
  new Date(NaN),
  /a/g,
  /a/i,
  /b/g,
  new Map([['a', { b: 1 }]]),
  new Map([['a', { b: 2 }]]),
  new Map([[{ k: 1 }, 'v']]),
  new Set([1, { a: 1 }]),
  new Set([{ a: 1 }, 1]),
  new Set([1, { a: 2 }]),
  new Point(1, 2),
  new Point(1, 3),
  Object.assign(new Number(1), {}),
  Object.assign(new String('a'), {}),
  Promise.resolve(1),
  createElement('div', { id: 'a' }, 'text'),
  createElement('div', { id: 'b' }, 'text'),
  createElement('span', { id: 'a' }, 'text'),
  cyclic('a'),
  cyclic('b'),
];

/** A value like `value` but built anew (same content, other identity), where that is possible. */
function rebuilt(value: unknown): unknown {
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof RegExp) return new RegExp(value.source, value.flags);
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [rebuilt(k), rebuilt(v)]));
  if (value instanceof Set) return new Set([...value].map(rebuilt));
  if (value instanceof Point) return new Point(value.x, value.y);
  if (Array.isArray(value)) return value.map(rebuilt);
  if (value && typeof value === 'object' && (value as { self?: unknown }).self === value)
    return cyclic((value as { label: string }).label);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rebuilt(v)]));
  return value;
}

describe('deepEquals for the browser build (scripts/rjsfDeepEquals.ts)', () => {
  test('answers as RJSF’s fast-equals deepEquals for every pair of values', () => {
    values.forEach((a, indexA) => {
      [...values, rebuilt(a)].forEach((b, indexB) => {
        expect(deepEquals(a, b), `value ${indexA} vs ${indexB}`).toBe(fastEquals(a, b));
      });
    });
  });

  test('treats every two functions as equal, and a function as unequal to anything else', () => {
    expect(
      deepEquals(
        () => 1,
        () => 2,
      ),
    ).toBe(true);
    expect(deepEquals({ widget: () => 1 }, { widget: () => 2 })).toBe(true);
    expect(deepEquals(() => 1, {})).toBe(false);
  });

  test('ignores the owner of React elements', () => {
    const a = { ...createElement('b'), _owner: { one: 1 } };
    const b = { ...createElement('b'), _owner: { two: 2 } };
    expect(deepEquals(a, b)).toBe(fastEquals(a, b));
    expect(deepEquals(a, b)).toBe(true);
  });
});
