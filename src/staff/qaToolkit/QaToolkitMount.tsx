import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { toolkitKeyAction } from './toolkitKeys';

// The panel and the fill generator load on the first `?`, not with the page.
const QaToolkit = lazy(() => import('./QaToolkit'));

/**
 * Listens for the toolkit's keys (toolkitKeys.ts) and shows the panel; on close, focus goes back
 * where it was. Mounted by the app shell only in a build with the toolkit (devToolkitEnabled.ts).
 */
export default function QaToolkitMount() {
  const [open, setOpen] = useState(false);
  const openRef = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const setOpenState = useCallback((next: boolean) => {
    if (next === openRef.current) return;
    openRef.current = next;
    if (next)
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    else if (returnFocus.current?.isConnected) returnFocus.current.focus();
    setOpen(next);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const inside = event.target instanceof Node && panelRef.current?.contains(event.target) === true;
      const action = toolkitKeyAction(event, openRef.current, inside);
      if (!action) return;
      event.preventDefault();
      setOpenState(action === 'toggle' ? !openRef.current : false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setOpenState]);

  if (!open) return null;
  return (
    <div ref={panelRef}>
      <Suspense fallback={null}>
        <QaToolkit onClose={() => setOpenState(false)} />
      </Suspense>
    </div>
  );
}
