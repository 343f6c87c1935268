// @vitest-environment jsdom
import { lazy, Suspense } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import copy from '../../../schemas/copy/en-US.json';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { isRouteLoading, startRouteLoading } from '../../../src/shared/routes/routeLoading';
import { getSystem } from '../../../widgets/theme/system';

// src/app/ErrorBoundary.tsx: a screen whose code fails to load shows the generic message, and the
// route's loading flag (spec §2: on "until completion or error") goes off.
describe('A screen whose code fails to load', () => {
  test('shows the generic message and the route stops loading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    startRouteLoading();
    render(
      <ChakraProvider value={getSystem()}>
        <ErrorBoundary>
          <Suspense fallback="Loading">
            <Broken />
          </Suspense>
        </ErrorBoundary>
      </ChakraProvider>,
    );
    expect(await screen.findByText(copy.errors.default)).toBeVisible();
    expect(isRouteLoading()).toBe(false);
  });
});
