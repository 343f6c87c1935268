import { describe, expect, test } from 'vitest';
import { fitTransform } from '../../../../src/staff/studio/useDiagramZoom';

describe('Fitting the diagram to its panel', () => {
  test('shows all of a drawing wider than the panel, centred', () => {
    const { x, y, k } = fitTransform({ width: 2000, height: 500 }, { width: 1000, height: 600 });
    expect(k).toBeCloseTo((1000 - 24) / 2000);
    expect(x).toBeCloseTo((1000 - 2000 * k) / 2);
    expect(y).toBeCloseTo((600 - 500 * k) / 2);
    expect(x + 2000 * k).toBeLessThanOrEqual(1000);
    expect(y + 500 * k).toBeLessThanOrEqual(600);
  });

  test('never enlarges a small drawing past 125 %, and leaves it alone before the panel has a size', () => {
    expect(fitTransform({ width: 100, height: 100 }, { width: 1000, height: 600 }).k).toBe(1.25);
    expect(fitTransform({ width: 100, height: 100 }, { width: 0, height: 0 })).toEqual({ x: 0, y: 0, k: 1 });
  });
});
