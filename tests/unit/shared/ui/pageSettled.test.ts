// @vitest-environment jsdom
/**
 * When the opened page has settled (src/shared/ui/pageSettled.ts): the app has rendered and no spinner is
 * left; what waits for it (telemetry) runs once, after the next paint, or at its deadline.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

type PageSettled = typeof import('../../../../src/shared/ui/pageSettled');
let settled: PageSettled;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  settled = await import('../../../../src/shared/ui/pageSettled');
});
afterEach(() => vi.useRealTimers());

describe('Work that waits for the page to settle', () => {
  test('waits for the first render, then for the last spinner to go', () => {
    const callback = vi.fn();
    settled.whenPageSettled(callback, 10_000);
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();

    const releaseFrame = settled.holdPageUnsettled();
    settled.appRendered();
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();

    // The frame hands over to a screen still waiting for its data: one spinner goes as another comes.
    releaseFrame();
    const releaseScreen = settled.holdPageUnsettled();
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();

    releaseScreen();
    releaseScreen();
    vi.advanceTimersByTime(0);
    // Not before the content that replaced the spinner has painted.
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(20_000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test('runs at once on a page that has already settled', () => {
    settled.appRendered();
    vi.advanceTimersByTime(0);
    const callback = vi.fn();
    settled.whenPageSettled(callback, 10_000);
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test('runs at its deadline on a page that keeps waiting, and only then', () => {
    settled.appRendered();
    const release = settled.holdPageUnsettled();
    const callback = vi.fn();
    settled.whenPageSettled(callback, 10_000);
    vi.advanceTimersByTime(9_999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    release();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
