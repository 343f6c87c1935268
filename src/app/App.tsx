import { ChakraProvider } from '@chakra-ui/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { getSystem } from '../../widgets/theme/system';
import { basePath } from '../routes/outsideNavigation';
import { AppRoutes } from './AppRoutes';
import { AppShell } from './AppShell';
import { ErrorBoundary } from './ErrorBoundary';
import { handleFetchError } from './globalErrors';
import { PickUpModal } from './PickUpModal';
import { swrOptions } from './swrOptions';

const connection = (
  globalThis.navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
).connection;

export function App() {
  return (
    <ChakraProvider value={getSystem()}>
      <SWRConfig value={{ ...swrOptions(connection), onError: (error: unknown) => handleFetchError(error) }}>
        <Router base={basePath}>
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
