/**
 * A message that survives one navigation: when the app follows the server somewhere the applicant
 * did not ask to go (a stale tab, a step reopened to save a change), the next page says why. Each
 * notice is numbered; a page shows it only when the page mounted after it was set (so the page being
 * left never flashes it) and clears it when that page goes away, unless it was only the page's
 * loading state handing over to the page itself (src/shared/ui/FlowNotice.tsx). In memory only.
 */
import { useState, useSyncExternalStore } from 'react';

type Notice = { seq: number; message: string };

let sequence = 0;
let notice: Notice | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function showFlowNotice(message: string): void {
  sequence += 1;
  notice = { seq: sequence, message };
  emit();
}

/** Clears the notice a page showed, when that page goes away. */
export function clearFlowNoticeShownSince(mountedAt: number): void {
  if (notice === null || notice.seq > mountedAt) return;
  notice = null;
  emit();
}

/** The notice for a page, and the sequence number it mounted at (for clearFlowNoticeShownSince). */
export function useFlowNotice(): { message: string | null; mountedAt: number } {
  const [mountedAt] = useState(() => sequence);
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
    () => null,
  );
  return { message: current && current.seq <= mountedAt ? current.message : null, mountedAt };
}
