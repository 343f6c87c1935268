import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { listenForUncaughtErrors } from './telemetry/errorQueue';

/** Telemetry beyond analytics loads once the page has painted and settled (issue 12: first-load budget). */
function startTelemetryLater(): void {
  const start = () =>
    setTimeout(() => void import('./telemetry/startTelemetry').then((module) => module.startTelemetry()), 0);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

/** Lets the browser run what is waiting (a paint, input) before going on, in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// docs/architecture.md: the page paints from HTML (prerendered for the public entry page, see
// src/prerender.tsx); the app's code loads and evaluates in its own task, the theme system is built
// in the next, then the app renders or hydrates inside a transition, so no single task blocks the
// main thread for long.
const container = document.getElementById('root');
if (container) {
  listenForUncaughtErrors(window);
  setTimeout(async () => {
    const { App, prepareTheme } = await import('./app/App');
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
