import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

// DESIGN.md "Performance": yield once, then render inside a transition, so building the Chakra
// system and the first render never block the main thread in one long task.
const container = document.getElementById('root');
if (container) {
  setTimeout(() => {
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  }, 0);
}
