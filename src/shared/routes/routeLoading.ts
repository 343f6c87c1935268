/**
 * The loading flag (spec §2): on from a route change's start until the new screen is ready or fails.
 * A tiny external store so the progress bar and aria-busy read it without a provider.
 */
type Listener = () => void;

let loading = false;
const listeners = new Set<Listener>();

function set(value: boolean): void {
  if (loading === value) return;
  loading = value;
  for (const listener of listeners) listener();
}

export const startRouteLoading = (): void => set(true);
export const stopRouteLoading = (): void => set(false);
export const isRouteLoading = (): boolean => loading;

export function subscribeRouteLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Scroll position reset on demand (spec §2). */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0 });
}
