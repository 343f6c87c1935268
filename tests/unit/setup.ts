import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';

// Testing Library only cleans up by itself when test globals are on; ours are imported explicitly.
afterEach(() => cleanup());
