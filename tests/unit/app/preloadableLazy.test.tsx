// @vitest-environment jsdom
/**
 * A screen whose code was downloaded early renders at once, with no Suspense fallback
 * (src/app/preloadableLazy.ts); one that was not still suspends as React.lazy does, and a failed
 * early download leaves the render free to ask again.
 */
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { preloadableLazy } from '../../../src/app/preloadableLazy';

const Screen = ({ name }: { name: string }) => <h1>{name}</h1>;
const module = { default: Screen };

function renderInSuspense(
  Component: typeof Screen | ReturnType<typeof preloadableLazy<{ name: string }>>['Component'],
) {
  return render(
    <Suspense fallback={<p>frame</p>}>
      <Component name="Income" />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  test('a preloaded screen renders in the first pass: the fallback never shows', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const { Component, preload, isLoaded } = preloadableLazy(load);
    expect(isLoaded()).toBe(false);
    await preload();
    expect(isLoaded()).toBe(true);
    renderInSuspense(Component);
    // Synchronously after render: no await, no act flush of a suspended boundary.
    expect(screen.getByRole('heading', { name: 'Income' })).toBeTruthy();
    expect(screen.queryByText('frame')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('without a preload it suspends first, as React.lazy does, and downloads once', async () => {
    const load = vi.fn(() => Promise.resolve(module));
    const { Component } = preloadableLazy(load);
    renderInSuspense(Component);
    expect(screen.getByText('frame')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Income' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a render while the preload is still out waits for that same download', async () => {
    let arrive: (value: typeof module) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof module>((resolve) => (arrive = resolve)));
    const { Component, preload } = preloadableLazy(load);
    const early = preload();
    renderInSuspense(Component);
    expect(screen.getByText('frame')).toBeTruthy();
    await act(async () => {
      arrive(module);
      await early;
    });
    expect(await screen.findByRole('heading', { name: 'Income' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed preload is forgotten: the render downloads again', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(module);
    const { Component, preload } = preloadableLazy(load);
    await expect(preload()).rejects.toThrow('offline');
    renderInSuspense(Component);
    expect(await screen.findByRole('heading', { name: 'Income' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
