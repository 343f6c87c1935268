import { lazy, Suspense, useState, type ComponentType } from 'react';

/** A widget or field of widgetMap.ts / fieldMap.ts whose code loads only when a step needs it. */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Loads the code; the step loader awaits it before the form first renders (src/shared/form/stepFiles.ts). */
  preload: () => Promise<void>;
};

/**
 * A component whose code is a separate chunk, so a step form does not download the widgets other
 * steps use (docs/decisions/0046-a-form-step-loads-only-what-it-uses.md). Once preloaded it renders
 * synchronously, as if imported directly: the step loader preloads every widget and field a step's ui.json
 * names, so the form never shows a suspense fallback. Rendered before that (a form not built by the step
 * loader), it suspends in place with an empty fallback until the code is there.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });

  function LazyComponent(props: P) {
    // Which path an instance took stays fixed, so it is never remounted (and never loses its state).
    const [ready] = useState(() => loaded);
    if (ready) {
      const Ready = ready;
      return <Ready {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyComponent, { preload });
}

/** Preloads the entries of a map that load lazily, for the names a step uses (others are ignored). */
export function preloadEntries(map: Record<string, unknown>, names: Iterable<string>): Promise<void> {
  const pending: Promise<void>[] = [];
  for (const name of names) {
    const entry = Object.hasOwn(map, name) ? map[name] : undefined;
    if (typeof entry === 'function' && 'preload' in entry && typeof entry.preload === 'function')
      pending.push((entry as LazyComponent<object>).preload());
  }
  return Promise.all(pending).then(() => undefined);
}
