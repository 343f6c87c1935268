import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// DESIGN.md "Performance": the shell paints from HTML; the app's code loads and evaluates in its own
// task, then renders inside a transition, so no single task blocks the main thread for long.
const container = document.getElementById('root');
if (container) {
  setTimeout(async () => {
    const { App } = await import('./app/App');
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  }, 0);
}
