import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy with a way to start the download before React first renders the component.
 *
 * React calls a lazy component's loader once, at its first render, and suspends until the promise
 * settles, even when the module is already here: a Promise calls back only after React has
 * suspended, and in a render React cannot pause (an update from SWR's data, for one) the nearest
 * Suspense boundary then shows its fallback. Once `preload` has brought the
 * module, the loader hands it over through a thenable that calls back at once, which React.lazy
 * takes as loaded: the component renders in the same pass, with no fallback and none of React's
 * pause (up to 300 ms) before a shown fallback is replaced.
 *
 * A failed early download is forgotten, so the render asks again itself and its error boundary
 * sees the failure.
 */
export function preloadableLazy<Props>(load: () => Promise<{ default: ComponentType<Props> }>): {
  Component: LazyExoticComponent<ComponentType<Props>>;
  preload: () => Promise<unknown>;
  /** True once the module is here: a render now needs no fallback. */
  isLoaded: () => boolean;
} {
  type Module = { default: ComponentType<Props> };
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy<ComponentType<Props>>(() => {
    const ready = loaded;
    if (!ready) return preload();
    const handOver = { then: (onLoaded: (module: Module) => void) => onLoaded(ready) };
    // React.lazy types its loader as returning a Promise but only ever calls `then` on what it gets.
    return handOver as unknown as Promise<Module>;
  });
  return { Component, preload, isLoaded: () => loaded !== undefined };
}
