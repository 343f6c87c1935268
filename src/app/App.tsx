import { useEffect } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { countDataRequests } from '../shared/analytics/pageData';
import { basePath, beforeLeavingApp } from '../shared/routes/outsideNavigation';
import { recordExternalVisit } from '../shared/telemetry/externalVisit';
import { AppRoutes } from './AppRoutes';
import { AppShell } from './AppShell';
import { chakraSystem, pageHasThemeCss } from './chakraSystem';
import { ErrorBoundary } from './ErrorBoundary';
import { appRendered } from '../shared/ui/pageSettled';
import { handleFetchError } from './globalErrors';
import { PickUpModal } from './PickUpModal';
import { swrOptions } from './swrOptions';

type NetworkInformation = { effectiveType?: string; saveData?: boolean };
// No navigator when the build prerenders a page in Node.
const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)
  ?.connection;

/**
 * Builds the Chakra system the browser's first render will use, so src/main.tsx can give that work
 * a task of its own instead of the first render's.
 */
export function prepareTheme(): void {
  chakraSystem(pageHasThemeCss());
}

/**
 * Telemetry starts once the page has settled (src/main.tsx); a page left before that (sent to sign
 * in, closed while loading) still records its one external visit, in a request that outlives it.
 */
export function recordVisitWhenLeft(): void {
  const record = () => void recordExternalVisit({ keepalive: true });
  beforeLeavingApp(record);
  addEventListener('pagehide', record, { once: true });
}

/** `ssrPath` is set only when the build prerenders a page (src/prerender.tsx). */
export function App({ ssrPath }: { ssrPath?: string } = {}) {
  useEffect(appRendered, []);
  return (
    <ChakraProvider value={chakraSystem(ssrPath !== undefined || pageHasThemeCss())}>
      <SWRConfig
        value={{
          ...swrOptions(connection),
          onError: (error: unknown) => handleFetchError(error),
          // Page views wait until the page's requests have settled (src/shared/analytics/pageData.ts).
          use: [countDataRequests],
        }}
      >
        <Router base={basePath} ssrPath={ssrPath}>
          <AppShell>
            <ErrorBoundary>
              <AppRoutes />
              <PickUpModal />
            </ErrorBoundary>
          </AppShell>
        </Router>
      </SWRConfig>
    </ChakraProvider>
  );
}
