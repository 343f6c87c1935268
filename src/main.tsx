import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

// docs/architecture.md: the page paints from HTML (prerendered for the public entry page, see
// src/prerender.tsx); the app's code loads and evaluates in its own task, then renders or hydrates
// inside a transition, so no single task blocks the main thread for long.
const container = document.getElementById('root');
if (container) {
  setTimeout(async () => {
    const { App } = await import('./app/App');
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
  }, 0);
}
