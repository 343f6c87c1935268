import { alertMessageFor } from '../api/classifyError';
import { ErrorAlert } from './ErrorAlert';
import { Loading } from './Loading';
import { Page } from './Page';

/**
 * A page waiting for what decides what it shows (a redirect, a gate, its data): its heading and a
 * spinner, or the error that ended the wait. While it waits it is a loading page (`Page`'s
 * `loading`), so a flow notice stays for what takes over at the same address.
 */
export function WaitingPage({ page, screen, error }: { page: string; screen?: string; error?: unknown }) {
  return (
    <Page page={page} screen={screen} loading={!error}>
      {error ? <ErrorAlert message={alertMessageFor(error)} /> : <Loading />}
    </Page>
  );
}
