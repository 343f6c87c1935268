import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';

// findBy… and waitFor give up after 1 s by default; a lazily loaded widget on a busy 2-core machine
// can take longer to appear, and a test that waits longer for what does appear loses nothing.
configure({ asyncUtilTimeout: 4000 });

// Testing Library only cleans up by itself when test globals are on; ours are imported explicitly.
afterEach(() => cleanup());

// The defaults @rjsf/core loads on demand in the app (patches/README.md) loaded up front, so a test
// renders each the first time as RJSF's own would, not after a tick.
await import('@rjsf/core');
const { loadLazyDefaults } = await import('@rjsf/core/lib/components/lazyDefault.js');
await loadLazyDefaults();
// Likewise RJSF's array and anyOf/oneOf fields, which a step preloads with its file
// (src/shared/form/rjsfFields.ts) and a test rendering a form directly would otherwise see suspend.
const { rjsfFields } = await import('../../widgets/fieldMap');
await Promise.all([rjsfFields.ArrayField.preload(), rjsfFields.AnyOfField.preload()]);
