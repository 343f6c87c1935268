import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { whenPageSettled } from './shared/ui/pageSettled';
import { listenForUncaughtErrors } from './shared/telemetry/errorQueue';
// Read now, at the first script: the page as landed on, for the external visit.
import './shared/telemetry/landing';

/** At most this long after `load` before telemetry starts on a page that keeps waiting. */
const telemetryMaxWaitMs = 10_000;

/**
 * Telemetry beyond analytics loads after `load`, once the page has settled (src/shared/ui/pageSettled.ts):
 * not in the first load (docs/performance.md), and not while a signed-in page still waits for its
 * data. A page left before then still records its visit (`recordVisitWhenLeft`, src/app/App.tsx).
 */
function startTelemetryLater(): void {
  const loadTelemetry = () =>
    void import('./shared/telemetry/startTelemetry').then((telemetry) => telemetry.startTelemetry());
  const start = () => whenPageSettled(loadTelemetry, telemetryMaxWaitMs);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** Lets the browser run what is waiting (a paint, input) before going on, in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// docs/architecture.md: the page paints from HTML (prerendered for the public entry page, see
// src/prerender.tsx); the app's code evaluates in a task of its own, the theme system is built in the next, then the app renders or hydrates inside a
// transition, so no single task blocks the main thread for long.
const container = document.getElementById('root');
if (container) {
  listenForUncaughtErrors(window);
  setTimeout(async () => {
    const { App, prepareTheme, recordVisitWhenLeft } = await import('./app/App');
    recordVisitWhenLeft();
    await nextTask();
    prepareTheme();
    await nextTask();
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    const prerendered = container.dataset.prerendered;
    startTransition(() => {
      if (prerendered && window.location.pathname.endsWith(prerendered)) hydrateRoot(container, app);
      else createRoot(container).render(app);
    });
    startTelemetryLater();
  }, 0);
}
