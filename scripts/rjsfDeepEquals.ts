/**
 * RJSF's deepEquals (@rjsf/utils lib/deepEquals.js) for the browser build, in place of the one it
 * builds with fast-equals' createCustomEqual (2.6 KiB gzip of a form step's first load): see
 * scripts/vitePluginRjsfReplacements.ts. Same answers as fast-equals 6 with RJSF's configuration
 * (circular references tracked, any two functions equal, non-strict) for everything RJSF compares —
 * primitives, plain and null-prototype objects, arrays, dates, regular expressions, maps, sets,
 * React elements (their owner ignored) and boxed primitives; like fast-equals, promises, weak
 * collections and other objects it does not know are equal only when identical. Typed arrays,
 * errors and URLs, which fast-equals compares by content and forms never hold, are compared by
 * identity too. tests/unit/shared/form/rjsfDeepEquals.test.ts compares the two.
 */

type State = WeakMap<object, object>;
type Record_ = Record<PropertyKey, unknown>;

const objectTag = '[object Object]';
const { toString } = Object.prototype;

/** React and Preact keep the owner of an element in these; fast-equals skips them. */
function isOwnerProperty(a: Record_, b: Record_, property: string): boolean {
  return (
    (property === '_owner' || property === '__o' || property === '__v') && Boolean(a.$$typeof || b.$$typeof)
  );
}

/** Runs a comparison of two objects once per pair: a pair met again while comparing is equal. */
function circular(a: object, b: object, state: State, compare: () => boolean): boolean {
  const cachedA = state.get(a);
  const cachedB = state.get(b);
  if (cachedA && cachedB) return cachedA === b && cachedB === a;
  state.set(a, b);
  state.set(b, a);
  const result = compare();
  state.delete(a);
  state.delete(b);
  return result;
}

function objectsEqual(a: Record_, b: Record_, state: State): boolean {
  const properties = Object.keys(a);
  const propertiesB = Object.keys(b);
  if (properties.length !== propertiesB.length) return false;
  return properties.every(
    (property) =>
      isOwnerProperty(a, b, property) ||
      (Object.prototype.propertyIsEnumerable.call(b, property) && equals(a[property], b[property], state)),
  );
}

function arraysEqual(a: unknown[], b: unknown[], state: State): boolean {
  return a.length === b.length && a.every((item, index) => equals(item, b[index], state));
}

/** Each entry of a matches a different entry of b (keys and values deeply equal), as fast-equals does. */
function entriesMatch(a: Iterable<[unknown, unknown]>, b: [unknown, unknown][], state: State): boolean {
  const matched = new Array<boolean>(b.length).fill(false);
  for (const [keyA, valueA] of a) {
    const index = b.findIndex(
      ([keyB, valueB], position) =>
        !matched[position] && equals(keyA, keyB, state) && equals(valueA, valueB, state),
    );
    if (index === -1) return false;
    matched[index] = true;
  }
  return true;
}

function equals(a: unknown, b: unknown, state: State): boolean {
  if (a === b) return true;
  if (a == null || b == null) return false;
  const type = typeof a;
  if (type !== typeof b) return false;
  if (type === 'number' || type === 'bigint') return Object.is(a, b);
  // RJSF's configuration: a function equals any function.
  if (type === 'function') return true;
  if (type !== 'object') return false;
  const objectA = a as Record_;
  const objectB = b as Record_;
  const constructor = objectA.constructor;
  if (constructor !== objectB.constructor) return false;
  if (constructor === Object || constructor == null)
    return circular(objectA, objectB, state, () => objectsEqual(objectA, objectB, state));
  if (constructor === Array)
    return circular(objectA, objectB, state, () => arraysEqual(a as unknown[], b as unknown[], state));
  if (constructor === Date) return Object.is((a as Date).getTime(), (b as Date).getTime());
  if (constructor === RegExp)
    return (a as RegExp).source === (b as RegExp).source && (a as RegExp).flags === (b as RegExp).flags;
  if (constructor === Map) {
    const [mapA, mapB] = [a as Map<unknown, unknown>, b as Map<unknown, unknown>];
    return mapA.size === mapB.size && circular(mapA, mapB, state, () => entriesMatch(mapA, [...mapB], state));
  }
  if (constructor === Set) {
    const [setA, setB] = [a as Set<unknown>, b as Set<unknown>];
    const pairs = (set: Set<unknown>) => [...set].map((value) => [value, value] as [unknown, unknown]);
    return (
      setA.size === setB.size &&
      circular(setA, setB, state, () => entriesMatch(pairs(setA), pairs(setB), state))
    );
  }
  if (constructor === Promise) return false;
  if (Array.isArray(a)) return circular(objectA, objectB, state, () => arraysEqual(a, b as unknown[], state));
  const tag = toString.call(a);
  if (tag === objectTag || tag === '[object Arguments]')
    return circular(objectA, objectB, state, () => objectsEqual(objectA, objectB, state));
  if (tag === '[object Boolean]' || tag === '[object Number]' || tag === '[object String]')
    return Object.is((a as { valueOf(): unknown }).valueOf(), (b as { valueOf(): unknown }).valueOf());
  return false;
}

/** Whether a and b are deeply equal (RJSF's deepEquals). */
export default function deepEquals(a: unknown, b: unknown): boolean {
  return equals(a, b, new WeakMap());
}
