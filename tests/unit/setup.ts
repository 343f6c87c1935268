import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';

// Testing Library only cleans up by itself when test globals are on; ours are imported explicitly.
afterEach(() => cleanup());

// The defaults @rjsf/core loads on demand in the app (patches/README.md) loaded up front, so a test
// renders each the first time as RJSF's own would, not after a tick.
await import('@rjsf/core');
const { loadLazyDefaults } = await import('@rjsf/core/lib/components/lazyDefault.js');
await loadLazyDefaults();
