/**
 * Where a consent's checkbox reads the consent's latest status. Widgets may not import the app
 * (docs/architecture.md): the application's step screen provides the reader (the latest-status
 * call for its application); without one (the studio's preview) a box says nothing more.
 */
import { createContext, useContext, type ReactNode } from 'react';
import useSWR from 'swr';
import { consentStatusNote, type ConsentState } from './consentStatus';

export type ConsentStatusReader = {
  /** The application the statuses are of: part of the cache key, so another application's never shows. */
  applicationUuid: string;
  read: (titleName: string) => Promise<ConsentState>;
};

const ConsentStatusContext = createContext<ConsentStatusReader | null>(null);

export function ConsentStatusProvider({
  reader,
  children,
}: {
  reader: ConsentStatusReader | null;
  children: ReactNode;
}) {
  return <ConsentStatusContext.Provider value={reader}>{children}</ConsentStatusContext.Provider>;
}

/** The note under a consent's box, once its status is known; null while it loads, or if it cannot be read. */
export function useConsentStatusNote(titleName: string | null): string | null {
  const reader = useContext(ConsentStatusContext);
  const { data } = useSWR(
    reader && titleName ? (['consent-status', reader.applicationUuid, titleName] as const) : null,
    async ([, , name]) => {
      if (!reader) throw new Error('No consent status reader');
      return reader.read(name);
    },
    // A note is extra: a failure shows none rather than an error beside a box the applicant must tick.
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return data ? consentStatusNote(data) : null;
}
